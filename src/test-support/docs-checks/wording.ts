import type { Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { showsAddress, treeOf, type MdxPage } from '../../plugins/mdx-source/mdx';

/**
 * Two wording rules of WRITING_GUIDE.md ("Facts, dates and sources", "Links") that a reviewer
 * otherwise has to catch by eye:
 *
 * - Pages state the rule, its status and its date, and what the integrator does. They do not
 *   narrate the research behind it ("sources give 1 May or 1 June", "no law has been reported as
 *   passed", "some company websites still describe…"). Conflicts between sources are resolved in
 *   the research notes; the page says what applies and, where a point is open, that it is open.
 * - A link says where it leads. Its visible text is never the address itself: not
 *   `[https://x](https://x)`, not a bare `https://x` in the prose, and not the host name alone
 *   (`[kpmg.com](https://kpmg.com/at/…)`). (`<https://x>` is no MDX: the page does not build.)
 *
 * The prose is read from the page's MDX tree: code blocks, inline code and JSX attributes are not
 * text, since URLs there are literal values (hosts to allow, request URLs), not links.
 */

/**
 * Phrases that report on sources, or on the documentation itself, instead of stating the rule.
 * Kept short and specific on purpose: "a documented failure mode" (a duty of the business) passes.
 */
const researchWording: RegExp[] = [
  /\bsources (give|differ|disagree)\b/i,
  /\breported as (passed|adopted)\b/i,
  /\bin the press\b/i,
  /\bpress reports?\b/i,
  /\bpublished reports\b/i,
  /\bsome (company )?websites\b/i,
  /\b(many|some) vendor pages\b/i,
  /\bone POS supplier\b/i,
  /\bcited here\b/i,
  /\bwhen last reported\b/i,
  /\b(some|several|other|many|most) sources\b/i,
  /\ba source from\b/i,
  /\b(as of|in|by) the (latest|last) report\b/i,
  /\bsome (tax )?advisers\b/i,
  /\btwo figures\b/i,
  /\blisted under legal basis and sources\b/i,
  /\bcould\s+not\s+be\s+(?:confirmed|verified)\b/i,
  /\bappears\s+to\s+confuse\b/i,
  /\b(?:latest|last)\s+step\s+on\s+record\b/i,
  /\btrade\s+press\b/i,
  /\bone\s+overview\s+lists\b/i,
  // Remarks about this documentation instead of the product ("the documented delivery is e-mail",
  // "which notices it shows is not documented"): say what EFR does, its limit and what to do.
  /\b(?:the (?:[\w-]+'s )?documented|documented (?:delivery|set-?up|calls?|fields?|requests?|interface))\b/i,
  /\b(?:is|are) not documented\b/i,
  /\b(?:is|are) documented for\b/i,
  /\b(?:has|have) been documented\b/i,
];

export interface Offence {
  line: number;
  message: string;
}

/** "https://www.example.org/a/b" → "example.org/a/b" */
const address = (url: string) =>
  url
    .trim()
    .replace(/^[a-z][\w+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');

/** True when the visible text of a link is its address, or the host name of its address. */
function isAddressText(text: string, target: string): boolean {
  const shown = text.trim();
  if (/^(https?:\/\/|www\.)\S+$/i.test(shown)) return true;
  if (!/^https?:\/\//i.test(target) || /\s/.test(shown) || !/\.[a-z]{2,}/i.test(shown)) return false;
  const wanted = address(target).toLowerCase();
  const given = address(shown).toLowerCase();
  return given.length > 0 && (wanted === given || wanted.startsWith(`${given}/`));
}

/** The research wording in a text, each with its offset. */
function researchPhrases(text: string): { phrase: string; index: number }[] {
  return researchWording.flatMap((pattern) => {
    const found = pattern.exec(text);
    return found ? [{ phrase: found[0], index: found.index }] : [];
  });
}

const researchMessage = (phrase: string) => `research wording "${phrase}": state the rule, its status and date`;

function researchOffences(node: Text): Offence[] {
  const start = node.position?.start.line ?? 0;
  return researchPhrases(node.value).map(({ phrase, index }) => ({
    line: start + (node.value.slice(0, index).match(/\n/g)?.length ?? 0),
    message: researchMessage(phrase),
  }));
}

/**
 * The same rules on a string a page renders as text (the prose of the data modules, which the MDX
 * never shows): research wording, and an address written out, which is not even a link there. A
 * string without a space is a value (a source's URL, a field name) and is left alone.
 */
export function proseOffences(text: string): string[] {
  if (!/\s/.test(text.trim())) return [];
  const offences = researchPhrases(text).map(({ phrase }) => researchMessage(phrase));
  const address = /\b(?:https?:\/\/|www\.)\S+/i.exec(text);
  if (address)
    offences.push(`address in the text: ${address[0]} (link it from the page with a text that says where it leads)`);
  return offences;
}

/** Offences in one page (front matter and all): research wording and links that show their address. */
export function wordingOffences(page: MdxPage): Offence[] {
  const offences: Offence[] = [];
  visit(treeOf(page), (node) => {
    if (node.type === 'text') offences.push(...researchOffences(node));
    if (node.type !== 'link' || !node.position) return;
    const line = node.position.start.line;
    const text = toString(node);
    // A bare URL in the text is a link of its own text's length (GitHub-flavoured autolink).
    const bare = (node.position.end.offset ?? 0) - (node.position.start.offset ?? 0) === text.length;
    if (bare && showsAddress(node)) offences.push({ line, message: `bare URL in the text: ${text}` });
    else if (isAddressText(text, node.url)) {
      offences.push({ line, message: `link text is the address: [${text}](${node.url})` });
    }
  });
  return offences;
}
