import { isSitePath, toSiteUrl, withBase, type AssistantLink } from './links';
import { escapeMarkdown, excerpt, keywords, normalizeQuestion, truncate } from './text';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

/** The fields of a DocSearch-shaped hit (embedded index or Algolia) the assistant reads. */
export interface AssistantHit {
  hierarchy: Partial<Record<Level, string | null>>;
  content?: string | null;
  url: string;
}

/** Runs one query against the documentation index; rejects when the index cannot be reached. */
export type DocsSearch = (query: string) => Promise<readonly AssistantHit[]>;

export interface AssistantReply {
  kind: 'answer' | 'no-match' | 'unreachable';
  /** Markdown; every piece of user or index text in it is escaped. */
  text: string;
  links: AssistantLink[];
}

export interface AnswerOptions {
  /** Site base URL, "/" by default. */
  baseUrl?: string;
  /** Origins whose URLs are turned into site paths (the page's own, the production site's). */
  origins?: readonly string[];
}

/** Most link snippets under one answer. */
export const MAX_LINKS = 3;

const SECTION_LEVELS: Level[] = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'];

const pageTitle = (hit: AssistantHit): string => hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? 'Documentation';

/** The deepest heading of a hit when it is not the page title itself. */
function sectionTitle(hit: AssistantHit): string | undefined {
  const level = SECTION_LEVELS.find((l) => hit.hierarchy[l]);
  const section = level ? hit.hierarchy[level] : undefined;
  return section && section !== pageTitle(hit) ? section : undefined;
}

function linkTitle(hit: AssistantHit): string {
  const section = sectionTitle(hit);
  return truncate(section ? `${pageTitle(hit)} › ${section}` : pageTitle(hit), 120);
}

/** The reply when the search found nothing (or there was nothing to search for). */
export function noMatchReply(question: string, options: AnswerOptions = {}): AssistantReply {
  const baseUrl = options.baseUrl ?? '/';
  const asked = truncate(normalizeQuestion(question), 80);
  const text = asked
    ? `I couldn't find that in the documentation. Try other words, or browse the country guides or all search results for “${escapeMarkdown(asked)}”.`
    : "I couldn't find that in the documentation. Try other words, or browse the country guides or the search page.";
  return {
    kind: 'no-match',
    text,
    links: [
      { title: 'EFR countries', url: withBase(baseUrl, '/efr/countries') },
      asked
        ? {
            title: `Search results for “${asked}”`,
            url: `${withBase(baseUrl, '/search')}?q=${encodeURIComponent(asked)}`,
          }
        : { title: 'Search the documentation', url: withBase(baseUrl, '/search') },
    ],
  };
}

/** The reply when the index cannot be loaded or queried. */
export function unreachableReply(): AssistantReply {
  return {
    kind: 'unreachable',
    text: "The documentation index can't be reached right now. Check your connection and try again.",
    links: [],
  };
}

/**
 * The queries to try, most specific first: the question as asked, as the search dialog would
 * search it (the embedded index ranks a question itself: stop words out, all words first, then
 * most of them, identifiers and case kept); then its keywords, the longest two, the longest one
 * (an index that needs every word, Algolia's, finds nothing for a long question otherwise).
 */
export function queriesFor(question: string, terms: readonly string[]): string[] {
  const byLength = [...terms].sort((a, b) => b.length - a.length);
  const candidates = [normalizeQuestion(question), terms.join(' '), byLength.slice(0, 2).join(' '), byLength[0] ?? ''];
  return [...new Set(candidates.filter(Boolean))];
}

/**
 * Answers a question from the documentation index: a short passage of the best hit (about two
 * sentences, with its page title) and links to up to three pages. Never throws: an index that
 * cannot be reached gives the unreachable reply, no hit gives the no-match reply.
 */
export async function answer(
  question: string,
  search: DocsSearch,
  options: AnswerOptions = {},
): Promise<AssistantReply> {
  const terms = keywords(question);
  if (terms.length === 0) return noMatchReply(question, options);
  let hits: readonly AssistantHit[] = [];
  try {
    for (const query of queriesFor(question, terms)) {
      hits = await search(query);
      if (hits.length > 0) break;
    }
  } catch {
    return unreachableReply();
  }
  if (hits.length === 0) return noMatchReply(question, options);

  const origins = options.origins ?? [];
  const links: AssistantLink[] = [];
  const pages = new Set<string>();
  for (const hit of hits) {
    const url = toSiteUrl(hit.url, origins);
    const page = url.split('#')[0] ?? url;
    if (pages.has(page)) continue;
    pages.add(page);
    links.push({ title: linkTitle(hit), url });
    if (links.length === MAX_LINKS) break;
  }

  // The passage comes from the first link's page (its best section with text), so the quote and
  // the link agree; another page's text only when the first page's hits carry none.
  const firstPage = hits[0]!.url.split('#')[0];
  const withText = hits.filter((hit) => hit.content?.trim());
  const best = withText.find((hit) => hit.url.split('#')[0] === firstPage) ?? withText[0] ?? hits[0]!;
  const heading = sectionTitle(best);
  const title = `**${escapeMarkdown(pageTitle(best))}**${heading ? ` › ${escapeMarkdown(heading)}` : ''}`;
  const passage = best.content?.trim() ? escapeMarkdown(excerpt(best.content, terms)) : '';
  const text = passage
    ? `From ${title}:\n\n${passage}`
    : `The best match is ${title}. The links below lead to the pages.`;
  return { kind: 'answer', text, links };
}

/** Where a link snippet opens: in the same tab inside the site, in a new one elsewhere. */
export function linkTarget(url: string): '_self' | '_blank' {
  return isSitePath(url) ? '_self' : '_blank';
}
