import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/** MUI's line height of an input's text. */
const LINE = '1.4375em';

/**
 * A textarea (TextField multiline with `rows`) that grows with its text from `minLines` to `maxLines`, then scrolls.
 * The browser sizes it (CSS field-sizing); where it cannot, the field keeps `minLines` and scrolls.
 */
export function growingTextarea(minLines: number, maxLines: number): SystemStyleObject<Theme> {
  return {
    fieldSizing: 'content',
    minHeight: `calc(${minLines} * ${LINE})`,
    maxHeight: `calc(${maxLines} * ${LINE})`,
    overflowY: 'auto',
  };
}
