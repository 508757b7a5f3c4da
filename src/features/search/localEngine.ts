import type { CompactHeader, IndexBase, PageDisplay } from './engine/files';
import { headerOf } from './engine/header';
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { INDEX_OPTIONS, shardFile, shardKey, shardKeysFor, type SectionDocument } from './engine/indexOptions';
import { respell, shardTerms, widen, type Lookup } from './engine/respell';
import { termsOf } from './engine/tokenizer';
import { withCountryNames } from './engine/countryCodes';
import type { NearTerms } from './engine/near';

/** Indexes kept for recent queries' sets of shards (going back to an earlier query costs nothing). */
const RECENT_INDEXES = 8;

/** The error name the search dialog turns into its "Unable to fetch results" screen (searchFailures.ts). */
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
  /**
   * The rarities of the terms counted so far, shared by every index over the same base (queryPlan's
   * byCoverage): a term's rarity is the same in each, since it is read only for the query's own
   * terms, whose shards each such index holds, and the section count is the base's.
   */
  rarities: Map<string, number>;
}

async function defaultFetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * The embedded index in the browser: loads the base files once, the term shards a query needs and
 * the display files of the pages shown, each once (a failed load is forgotten, so the next query
 * retries it and the dialog can offer Retry).
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
  let parsed:
    | Promise<{ base: IndexBase; header: Omit<AsPlainObject, 'index'>; rarities: Map<string, number> }>
    | undefined;
  /** MiniSearch over the shards of recent queries, by their sorted shard keys, oldest first. */
  const recent = new Map<string, LoadedIndex>();

  const baseFiles = () => {
    parsed ??= Promise.all([load('index.json'), load('header.json')]).then(([base, header]) => ({
      base: JSON.parse(base) as IndexBase,
      header: headerOf(JSON.parse(header) as CompactHeader),
      rarities: new Map<string, number>(),
    }));
    parsed.catch(() => (parsed = undefined));
    return parsed;
  };

  /**
   * The index that can answer a query: MiniSearch over the base and the shards of the query's
   * words, rebuilt only when that set changes (not while a word is being typed). An index over every
   * shard loaded so far would answer more queries without a rebuild, but each rebuild would then
   * cost the whole loaded index instead of a few shards.
   */
  async function indexFor(query: string): Promise<LoadedIndex> {
    const { base, header, rarities } = await baseFiles();
    const keys = [
      ...new Set(termsOf(query, { camel: false }).flatMap((term) => shardKeysFor(term, base.shards))),
    ].sort();
    const id = keys.join(' ');
    const cached = recent.get(id);
    if (cached) {
      recent.delete(id);
      recent.set(id, cached);
      return cached;
    }
    // A shard file: MiniSearch's serialised term entries of the terms of one shard key.
    const shards = await Promise.all(
      keys.map(async (key) => JSON.parse(await load(`terms/${shardFile(key)}`)) as AsPlainObject['index']),
    );
    // MiniSearch's own deserialisation (what loadJSON does after parsing).
    const mini = MiniSearch.loadJS<SectionDocument>(
      { ...header, index: shards.flat() } as AsPlainObject,
      INDEX_OPTIONS,
    );
    const index = { base, mini, rarities };
    recent.set(id, index);
    if (recent.size > RECENT_INDEXES) recent.delete(recent.keys().next().value!);
    return index;
  }

  const parsedFiles = new Map<string, Promise<unknown>>();
  /** A file's content as `parse` reads it, parsed once (a failed load is forgotten, as load's). */
  const loadParsed = <T>(file: string, parse: (text: string) => T): Promise<T> => {
    let content = parsedFiles.get(file) as Promise<T> | undefined;
    if (!content) {
      content = load(file).then(parse);
      parsedFiles.set(file, content);
      content.catch(() => parsedFiles.delete(file));
    }
    return content;
  };
  /** How respelling looks up the index's terms: by shard, each shard's terms loaded once. */
  async function lookup(): Promise<Lookup> {
    const { base } = await baseFiles();
    const keys = new Set(base.shards);
    const nearKeys = new Set(base.near ?? []);
    return {
      keyOf: shardKey,
      exists: (key) => keys.has(key),
      names: (term) => Boolean(base.countryTerms?.[term]),
      terms: (key) =>
        loadParsed(`terms/${shardFile(key)}`, (text) =>
          shardTerms(JSON.parse(text) as Parameters<typeof shardTerms>[0]),
        ),
      near: (key) =>
        nearKeys.has(key)
          ? loadParsed<NearTerms>(
              `near/${shardFile(key)}`,
              (text) => new Map(Object.entries(JSON.parse(text) as Record<string, [string, number][]>)),
            )
          : Promise.resolve(new Map()),
    };
  }

  /** The query with country codes named and the words the index does not know replaced (engine/respell.ts). */
  async function respellQuery(query: string): Promise<string> {
    const { base } = await baseFiles();
    return respell(withCountryNames(query, base.countries), await lookup());
  }

  /** A query that found nothing, its unknown words cut to their longest known start (engine/respell.ts). */
  async function widenQuery(query: string): Promise<string> {
    return widen(query, await lookup());
  }

  /** Page `number` as the results show it, with the text of the sections `withText` (and no other). */
  async function page(number: number, withText: readonly number[] = []): Promise<PageDisplay> {
    const [display, texts] = await Promise.all([
      load(`pages/${number}.json`).then((text) => JSON.parse(text) as PageDisplay),
      Promise.all(
        withText.map(
          async (section) => [section, JSON.parse(await load(`pages/${number}/${section}.json`)) as string] as const,
        ),
      ),
    ]);
    for (const [section, text] of texts) {
      const shown = display.sections[section];
      if (shown) display.sections[section] = { ...shown, text };
    }
    return display;
  }

  return { indexFor, page, respell: respellQuery, widen: widenQuery };
}

export type LocalEngine = ReturnType<typeof createLocalEngine>;
