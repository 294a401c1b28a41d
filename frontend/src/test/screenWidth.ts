/**
 * jsdom has no window.matchMedia: this one answers width queries ('(min-width:1200px)', '(max-width:599.95px)', both
 * joined by 'and') for a screen `width` pixels wide, and nothing else. The tests run on a desktop-wide screen unless a
 * test asks for another (setScreenWidth before rendering).
 */
export const DESKTOP_WIDTH = 1280;

function matches(query: string, width: number): boolean {
  const parts = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
  return parts.every((part) => {
    const bound = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(part.trim());
    if (!bound) return false;
    const px = Number(bound[2]);
    return bound[1] === 'min' ? width >= px : width <= px;
  });
}

export function setScreenWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query, width),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
