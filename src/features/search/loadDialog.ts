/**
 * The dialog's code (DocSearch and src/features/search/SearchModal.tsx). It is fetched into the
 * cache at low priority once the app has started (webpackPrefetch: counted as prefetched, not
 * loaded), and runs on a sign of intent (a mouse pointer over or the keyboard's focus on the search
 * button) or once the dialog's frame (src/components/SearchDialogShell, in the page's scripts:
 * 1.2 kB gz, so a tap draws it in the click's own task) has painted.
 */
export type DialogModule = typeof import('./SearchModal');

export const loadDialog = (): Promise<DialogModule> => import(/* webpackPrefetch: true */ './SearchModal');

export const warmUpSearchDialog = (): void => void loadDialog();

/**
 * The focus from the keyboard is a sign of intent; the focus a tap gives the button comes just
 * before its click, which the dialog's scripts would hold back (see warmUpOnMouseOver).
 */
export const warmUpOnKeyboardFocus = (event: { currentTarget: Element }): void => {
  if (event.currentTarget.matches(':focus-visible')) warmUpSearchDialog();
};

/**
 * A mouse pointer over the button is a sign of intent; a touch is not: the tap's click follows
 * within some 60 ms on a phone, and running the dialog's scripts in between (about 40 ms at 4x
 * CPU, started by the mouse events a touch also fires) would hold the click and the frame back.
 */
export const warmUpOnMouseOver = (event: { pointerType: string }): void => {
  if (event.pointerType === 'mouse') warmUpSearchDialog();
};
