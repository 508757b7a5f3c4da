import type { SearchResult } from 'minisearch';
import { sectionOf } from './engine/indexOptions';
import type { RankedPage } from './queryPlan';

// The hits of a response in the order shown: which sections stand under each ranked page, and the
// grouping by area that DocSearch's dialog applies to what it receives.

/**
 * Sections shown under the first page when it leads clearly (LEADING_PAGE times the second page's
 * score), as a search engine lists a site's sections under a result it is sure of. Every other page
 * takes one row (onePageRow): with a section under each page as well, the first five rows held only
 * two or three pages when the ranking was unsure.
 */
export const SECTIONS_SHOWN = 3;
export const LEADING_PAGE = 2;
/**
 * A section is shown under its page only when it scores at least this share of the page's best
 * section: a weak mention is noise between two pages that answer the query.
 */
export const SECTION_SHARE = 0.75;

/** One hit in the order shown: a page's own hit (result null) or one of its sections. */
export interface HitSlot {
  page: number;
  result: SearchResult | null;
  /** For a page's own hit: whether the page's own section is its best match. */
  ownBest?: boolean;
}

/**
 * The hits of one response grouped by area, areas in the order of their first hit: the order
 * DocSearch's dialog shows them in (it groups the hits it receives by hierarchy.lvl0, the area),
 * so that the order of the hits is the order on screen, in the dialog and on the search page.
 */
export function byArea(slots: readonly HitSlot[], areaOf: (page: number) => number): HitSlot[] {
  const areas = new Map<number, HitSlot[]>();
  for (const slot of slots) {
    const area = areaOf(slot.page);
    areas.set(area, [...(areas.get(area) ?? []), slot]);
  }
  return [...areas.values()].flat();
}

/**
 * The rows of the ranking that the grouping by area may not push out of the first rows shown. A
 * page of another area ranked second ("why does my EFR not show up in the portal": the Portal FAQ)
 * was shown after every hit of the first area, 17th; the right page stood in the first five
 * rankings for 98.9 % of the queries and in the first five rows shown for 97.8–98.3 %.
 */
export const KEPT_ROWS = 5;

/**
 * The responses of a query, each grouped by area as the dialog shows it (byArea), of at most
 * `size` hits. The first response (the dialog's) takes hits in the order of the ranking as long as
 * its first KEPT_ROWS hits of the ranking stay in its first KEPT_ROWS rows; a weaker hit of an area
 * already shown, which would stand before every hit of the areas after it, waits for the next
 * response ("See all results", the search page's "Load more"). The responses after the first take
 * the remaining hits in the order of the ranking. Linear in the hits (a query of a 10,000-page site
 * can match thousands).
 */
export function responses(slots: readonly HitSlot[], size: number, areaOf: (page: number) => number): HitSlot[][] {
  const taken: HitSlot[] = [];
  const waiting: HitSlot[] = [];
  // The first response's areas in the order shown, with how many hits each holds so far.
  const counts = new Map<number, number>();
  const kept: { area: number; within: number }[] = [];
  const keeps = (area: number) => {
    if (!counts.has(area)) return true;
    const order = [...counts.keys()];
    const after = (other: number) => order.indexOf(other) > order.indexOf(area);
    return kept.every(({ area: keptArea, within }) => {
      if (!after(keptArea)) return true;
      const before = order.slice(0, order.indexOf(keptArea)).reduce((sum, other) => sum + counts.get(other)!, 0);
      return before + within + 1 < KEPT_ROWS;
    });
  };
  for (const slot of slots) {
    const area = areaOf(slot.page);
    if (taken.length < size && keeps(area)) {
      if (kept.length < KEPT_ROWS) kept.push({ area, within: counts.get(area) ?? 0 });
      counts.set(area, (counts.get(area) ?? 0) + 1);
      taken.push(slot);
    } else waiting.push(slot);
  }
  const pages = taken.length > 0 ? [byArea(taken, areaOf)] : [];
  for (let start = 0; start < waiting.length; start += size) {
    pages.push(byArea(waiting.slice(start, start + size), areaOf));
  }
  return pages;
}

/**
 * The one row of a page that does not lead: its own hit when its opening (title, description,
 * first text) matched best, otherwise its best section, which links straight to the answer and
 * names the page in its path. (Right page in the first five rows, against a page hit and a section
 * under each page: tuning 96.9 → 97.8 %, held out 96.7 → 97.8, blind 97.8 → 98.3; first row and
 * the assistant unchanged.)
 */
function onePageRow(page: RankedPage): HitSlot {
  const best = page.sections[0]!;
  return sectionOf(best.id as number) === 0
    ? { page: page.page, result: null, ownBest: true }
    : { page: page.page, result: best };
}

/**
 * The hits in the order shown, decided before any page display is loaded, so that pagination
 * counts what is shown: a leading first page's own hit and its best sections (see SECTIONS_SHOWN)
 * other than its own (section 0, which the page hit stands for), then one row for every other page.
 */
export function hitOrder(pages: readonly RankedPage[]): HitSlot[] {
  const [first, second] = pages;
  const leads = first !== undefined && (second === undefined || first.score >= LEADING_PAGE * second.score);
  return pages.flatMap((page, rank) => {
    if (rank > 0 || !leads) return [onePageRow(page)];
    return [
      { page: page.page, result: null, ownBest: sectionOf(page.sections[0]!.id as number) === 0 },
      ...page.sections
        .filter(
          (result) => sectionOf(result.id as number) !== 0 && result.score >= SECTION_SHARE * page.sections[0]!.score,
        )
        .slice(0, SECTIONS_SHOWN)
        .map((result) => ({ page: page.page, result })),
    ];
  });
}
