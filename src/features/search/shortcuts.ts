/**
 * The keys that open search (SPEC §2.8): "mod+k" is Ctrl+K or Cmd+K anywhere, any other entry a
 * key pressed outside a text field. The start script (src/plugins/app-start) holds them until the
 * app runs; useSearchShortcuts handles them after.
 */
export const openSearchKeys = ['mod+k', '/'] as const;
