/**
 * The dialog's code (DocSearch and src/features/search/SearchModal.tsx) and its frame's
 * (src/components/SearchDialogShell). Both are fetched into the cache at low priority once the app
 * has started (webpackPrefetch: counted as prefetched, not loaded), and run on the first sign of
 * intent: a pointer over, a touch on or the focus on the search button, or the dialog being
 * opened. The frame's 1 kB gz is thus kept out of every page's scripts; its styles come with the
 * button's (SearchButton.tsx), so it never waits for a stylesheet.
 */
export type DialogModule = typeof import('./SearchModal');
export type Shell = (typeof import('@site/src/components/SearchDialogShell'))['default'];

export const loadDialog = (): Promise<DialogModule> => import(/* webpackPrefetch: true */ './SearchModal');

/** The frame once its code has run (a module's state: a sign of intent comes before any render). */
export let loadedShell: Shell | null = null;
export const loadShell = (): Promise<Shell> =>
  import(/* webpackPrefetch: true */ '@site/src/components/SearchDialogShell').then((module) => {
    loadedShell = module.default;
    return loadedShell;
  });

export const warmUpSearchDialog = (): void => {
  void loadShell();
  void loadDialog();
};

/**
 * A touch runs the frame's code only: its click follows within some 60 ms on a phone, and running
 * the dialog's scripts (about 40 ms at 4x CPU) in between would hold the click and the frame back.
 * The frame asks for the dialog once it has painted.
 */
export const warmUpSearchFrame = (): void => void loadShell();
