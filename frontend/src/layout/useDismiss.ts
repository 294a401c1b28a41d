import { useEffect, type RefObject } from 'react';

/**
 * While `open`, Escape and a press (mouse, touch, pen) outside the `inside` elements call `close`. Escape also
 * brings the focus back to `returnFocus` (the button that opened it), as a menu does.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  inside: ReadonlyArray<RefObject<HTMLElement | null>>,
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      returnFocus?.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && inside.some((ref) => ref.current?.contains(target))) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
    // `inside` and `returnFocus` are refs: their identity is what matters, not their current value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, close]);
}
