// How DocSearch records become Pagefind documents. Plain JavaScript: pagefind.mjs runs it in a Node
// child process without a TypeScript loader.

/**
 * One Pagefind document per section: a heading record (or the page record) with the content records
 * under it, which share its URL. Per-record documents would multiply Pagefind's page list, which
 * the browser loads whole before the first result (about 6 bytes gz a document): 6,700 records cost
 * 41 KB there, 1,300 sections 8 KB.
 *
 * Pagefind's per-element weights (1 is body text): the section's own heading weighs the most (the
 * page title more than a subheading), its text 1, and the headings above it are indexed as context,
 * as DocSearch's searchable attributes do with hierarchy.lvl0–lvl6, so "cash register austria" finds
 * the section about cash registers on the Austria page. Context weighs less than the section's own
 * text, so a page or section whose own title matches ranks above the sections under it. The page's
 * description (front matter), a summary written for readers, weighs between heading and text, and
 * so does the first cell of a table row: the field, code or term the row defines ("TaxG" in the
 * API reference's field tables), which would otherwise weigh as little as a mention in a sample.
 */
export const WEIGHTS = { lvl1: 5, heading: 3, description: 2, rowKey: 2, body: 1, context: 0.5 };

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);
}

const collapse = (text) => text.replace(/\s+/g, ' ').trim();

/** Paragraphs of a section as one text; each ends as a sentence, so snippets read well across them. */
export function bodyText(contents) {
  return contents
    .map(collapse)
    .filter(Boolean)
    .map((text) => (/[.!?:;…]$/.test(text) ? text : `${text}.`))
    .join(' ');
}

/** records.ts joins table cells with " · "; a short first cell names what the row is about. */
const CELL_SEPARATOR = ' · ';
const MAX_ROW_KEY = 40;

export function rowKeys(contents) {
  return contents
    .filter((text) => text.includes(CELL_SEPARATOR))
    .map((text) => collapse(text.slice(0, text.indexOf(CELL_SEPARATOR))))
    .filter((key) => key && key.length <= MAX_ROW_KEY)
    .join(' ');
}

/** The headings above a section (and the area label for a page's own section). */
export function contextText(type, hierarchy) {
  const own = LEVELS.indexOf(type);
  const above = LEVELS.filter((_, index) => own < 0 || index < own).map((level) => hierarchy[level]);
  if (type === 'lvl1') above.unshift(hierarchy.lvl0);
  return above.filter(Boolean).join(' › ');
}

/**
 * Text of a section beyond which its content records go on in a further document (under the same
 * heading, which is then context). Pagefind ranks with BM25, which discounts long documents: a
 * field's row in a 40-row table would otherwise weigh less than a passing mention elsewhere.
 */
export const MAX_SECTION_TEXT = 800;

/**
 * Records grouped into sections: consecutive records with the same URL and hierarchy, the content
 * split where it passes MAX_SECTION_TEXT.
 */
export function sections(records, maxText = MAX_SECTION_TEXT) {
  const groups = [];
  for (const record of records) {
    const last = groups.at(-1);
    const key = `${record.url} ${JSON.stringify(record.hierarchy)}`;
    const length = record.content?.length ?? 0;
    if (last && last.key === key && (last.length === 0 || last.length + length <= maxText)) {
      last.records.push(record);
      if (record.type === 'content') last.length += length;
    } else {
      groups.push({ key, records: [record], length: record.type === 'content' ? length : 0 });
    }
  }
  return groups.map((group) => group.records);
}

/**
 * The Pagefind document of section number `id`. The section's text comes first, so the client
 * reads it back as the first `n` characters of Pagefind's content (the headings follow it). The
 * URL carries the id in its query: Pagefind keeps one document per URL, and a heading without an
 * id shares its URL with the section before it. The client drops the query.
 */
export function sectionDocument(records, id) {
  const [first] = records;
  const heading = first.type === 'content' ? null : first.type;
  const contents = records.filter((record) => record.type === 'content').map((record) => record.content ?? '');
  const body = bodyText(contents);
  const context = contextText(heading ?? 'content', first.hierarchy);
  const meta = { id: String(id), type: heading ?? 'content', n: String(body.length) };
  for (const [level, value] of Object.entries(first.hierarchy)) if (value) meta[level] = value;
  const block = (text, weight) => (text ? `<p data-pagefind-weight="${weight}">${escapeHtml(text)}</p>` : '');
  const hidden = [
    ...Object.entries(meta).map(([key, value]) => `<span data-pagefind-meta="${key}">${escapeHtml(value)}</span>`),
    ...first.docusaurus_tag.map((tag) => `<span data-pagefind-filter="tag">${escapeHtml(tag)}</span>`),
  ].join('');
  // The page record's content is the page's description: a summary, indexed but not displayed.
  const description = heading === 'lvl1' ? collapse(first.content ?? '') : '';
  const html =
    `<html lang="${escapeHtml(first.language)}"><body>` +
    block(body, WEIGHTS.body) +
    (heading
      ? block(collapse(first.hierarchy[heading] ?? ''), heading === 'lvl1' ? WEIGHTS.lvl1 : WEIGHTS.heading)
      : '') +
    block(description, WEIGHTS.description) +
    block(rowKeys(contents), WEIGHTS.rowKey) +
    block(context, WEIGHTS.context) +
    // Metadata and filters only: data-pagefind-ignore keeps this text out of the index.
    `<div data-pagefind-ignore>${hidden}</div></body></html>`;
  const url = new URL(first.url);
  return { url: `${url.pathname}?r=${id}${url.hash}`, html, body, meta };
}
