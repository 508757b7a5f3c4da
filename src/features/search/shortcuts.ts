/**
 * The keys that open search (docs-internal/requirements.md#search-dialog-keys): "mod+k" is Ctrl+K or Cmd+K
 * anywhere, any other entry a key pressed outside a text field. The start script
 * (src/plugins/app-start) holds them until the app runs; useSearchShortcuts handles them after.
 */
export const openSearchKeys = ['mod+k', '/'] as const;
