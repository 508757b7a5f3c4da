import { createLocalSearchClient, type LocalSearchClient } from './localClient';

let client: LocalSearchClient | undefined;

/** One embedded-index client per page, shared by the dialog, the search page and the assistant. */
export function getLocalSearchClient(basePath = '/search/'): LocalSearchClient {
  client ??= createLocalSearchClient({ basePath, origin: window.location.origin });
  return client;
}
