/**
 * Styles that hide content visually but keep it for screen readers. Sizes are strings: in MUI's `sx` a number
 * up to 1 is a fraction, so `width: 1` would be 100% of the containing block (the window, for these absolutely
 * positioned spans), and every page with one scrolled sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
