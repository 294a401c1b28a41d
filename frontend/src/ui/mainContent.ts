/** The id of every page's main landmark, which the skip link and lost focus go to. */
export const MAIN_CONTENT_ID = 'main-content';

/** Props of a page's `<main>`: focusable by script only (tabIndex -1), without a focus ring of its own. */
export const mainLandmarkProps = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;
export const mainLandmarkSx = { '&:focus': { outline: 'none' } } as const;

/** Moves focus to the main landmark; answers whether there was one. */
export function focusMainContent(): boolean {
  const main = document.getElementById(MAIN_CONTENT_ID);
  main?.focus();
  return Boolean(main);
}

/**
 * For a dialog's onExited: MUI returns focus to the dialog's opener, but when the opener is gone (an empty list's
 * 'Create First …' button, replaced by the item just created) focus would fall to the page's body, and the next
 * Tab would start at the top. Then focus goes to the main content instead.
 */
export function keepFocusInPage(): void {
  // The dialog's nodes leave the page just after this callback; look once they have.
  setTimeout(() => {
    if (!document.activeElement || document.activeElement === document.body) focusMainContent();
  });
}
