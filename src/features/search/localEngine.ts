import MiniSearch from 'minisearch';
import type { IndexBase, PageDisplay } from './engine/files';
import { INDEX_OPTIONS, shardFile, shardKey, type SectionDocument } from './engine/indexOptions';
import { termsOf } from './engine/tokenizer';

/** The error name DocSearch turns into its "Unable to fetch results" screen. */
export class RetryError extends Error {
  override name = 'RetryError';
}

export interface EngineOptions {
  /** Where the build put the search files, e.g. "/search/". */
  basePath: string;
  /** Fetches a file's text; a seam for tests. */
  fetchText?: (url: string) => Promise<string>;
}

export interface LoadedIndex {
  base: IndexBase;
  mini: MiniSearch<SectionDocument>;
}

async function defaultFetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * The embedded index in the browser: loads the base files once, the term shards a query needs and
 * the display files of the pages shown, each once (a failed load is forgotten, so the next query
 * retries it and the dialog can offer Retry). MiniSearch is rebuilt from the base and the shards
 * of the current query only when that set changes (not while a word is being typed).
 */
export function createLocalEngine({ basePath, fetchText = defaultFetchText }: EngineOptions) {
  const cache = new Map<string, Promise<string>>();
  const load = (file: string) => {
    let text = cache.get(file);
    if (!text) {
      text = fetchText(`${basePath}${file}`);
      cache.set(file, text);
      text.catch(() => cache.delete(file));
    }
    return text;
  };
  let current: { keys: string; index: LoadedIndex } | undefined;

  /** The index that can answer a query: its terms' shards loaded into MiniSearch. */
  async function indexFor(query: string): Promise<LoadedIndex> {
    const [baseText, header] = await Promise.all([load('index.json'), load('header.json')]);
    const base = JSON.parse(baseText) as IndexBase;
    const available = new Set(base.shards);
    const keys = [...new Set(termsOf(query).map(shardKey))].filter((key) => available.has(key)).sort();
    if (current?.keys === keys.join(' ')) return current.index;
    // Each shard is a JSON array of MiniSearch's [term, postings] entries: spliced into one array.
    const shards = (await Promise.all(keys.map((key) => load(`terms/${shardFile(key)}`))))
      .map((text) => text.slice(1, -1))
      .filter(Boolean);
    const json = `${header.slice(0, -1)},"index":[${shards.join(',')}]}`;
    const index = { base, mini: MiniSearch.loadJSON<SectionDocument>(json, INDEX_OPTIONS) };
    current = { keys: keys.join(' '), index };
    return index;
  }

  async function page(number: number): Promise<PageDisplay> {
    return JSON.parse(await load(`pages/${number}.json`)) as PageDisplay;
  }

  return { indexFor, page };
}

export type LocalEngine = ReturnType<typeof createLocalEngine>;
