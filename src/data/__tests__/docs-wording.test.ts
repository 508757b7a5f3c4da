import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withoutCodeBlocks } from '@site/src/features/docs-checks/codeBlocks';
import { listDocFiles, readDoc } from '@site/src/features/docs-checks/docsFiles';

/**
 * Two wording rules of WRITING_GUIDE.md ("Facts, dates and sources", "Links") that a reviewer
 * otherwise has to catch by eye:
 *
 * - Pages state the rule, its status and its date, and what the integrator does. They do not
 *   narrate the research behind it ("sources give 1 May or 1 June", "no law has been reported as
 *   passed", "some company websites still describe…"). Conflicts between sources are resolved in
 *   the research notes; the page says what applies and, where a point is open, that it is open.
 * - A link says where it leads. Its visible text is never the address itself: not
 *   `[https://x](https://x)`, not `<https://x>`, not a bare `https://x` in the prose, and not the
 *   host name alone (`[kpmg.com](https://kpmg.com/at/…)`).
 *
 * Every page is checked; there is no allow list. Fenced code blocks and inline code are exempt,
 * since URLs there are literal values (hosts to allow, request URLs), not links.
 */
const docsDir = fileURLToPath(new URL('../../../docs', import.meta.url));

/** Phrases that report on sources instead of stating the rule. Kept short and specific on purpose. */
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
];

interface Offence {
  line: number;
  message: string;
}

const markdownLink = /\[((?:\\.|[^\]\\])*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;
const autolink = /<(https?:\/\/[^>\s]+)>/g;
const bareUrl = /https?:\/\/[^\s)>\]"'`]+/g;
const htmlAttribute = /\b[\w-]+=(?:"[^"]*"|'[^']*'|\{[^}]*\})/g;

/** "https://www.example.org/a/b" → "example.org/a/b" */
const address = (url: string) =>
  url
    .trim()
    .replace(/^[a-z][\w+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');

/** True when the visible text of a link is its address, or the host name of its address. */
function isAddressText(text: string, target: string): boolean {
  const shown = text.trim().replace(/\\(.)/g, '$1');
  if (/^(https?:\/\/|www\.)\S+$/i.test(shown)) return true;
  if (!/^https?:\/\//i.test(target) || /\s/.test(shown) || !/\.[a-z]{2,}/i.test(shown)) return false;
  const wanted = address(target).toLowerCase();
  const given = address(shown).toLowerCase();
  return given.length > 0 && (wanted === given || wanted.startsWith(`${given}/`));
}

/** Offences in one page: research wording and links whose text is the bare address. */
function wordingOffences(source: string): Offence[] {
  const offences: Offence[] = [];
  withoutCodeBlocks(source)
    .split('\n')
    .forEach((rawLine, index) => {
      const line = index + 1;
      const text = rawLine.replace(/`[^`\n]*`/g, '``');
      for (const pattern of researchWording) {
        const found = pattern.exec(text);
        if (found)
          offences.push({ line, message: `research wording "${found[0]}": state the rule, its status and date` });
      }
      for (const [whole, linkText = '', target = ''] of text.matchAll(markdownLink)) {
        if (isAddressText(linkText, target)) offences.push({ line, message: `link text is the address: ${whole}` });
      }
      const withoutLinks = text.replace(markdownLink, ' ').replace(/^\s*\[[^\]]+\]:\s*\S+.*$/, ' ');
      for (const [whole] of withoutLinks.matchAll(autolink)) {
        offences.push({ line, message: `autolink shows the bare address: ${whole}` });
      }
      const prose = withoutLinks.replace(autolink, ' ').replace(htmlAttribute, ' ');
      for (const [url] of prose.matchAll(bareUrl)) {
        offences.push({ line, message: `bare URL in the text: ${url.replace(/[.,;:!?]+$/, '')}` });
      }
    });
  return offences;
}

describe('the wording checks themselves', () => {
  it('flag research notes but not rules with a status', () => {
    expect(wordingOffences('Gipuzkoa: 2023 (sources give 1 May or 1 June).')).toHaveLength(1);
    expect(wordingOffences('No law has been reported as passed.')).toHaveLength(1);
    expect(wordingOffences('Some company websites still describe the old rule.')).toHaveLength(1);
    expect(wordingOffences('Status in November 2026: planned, not yet enacted.')).toEqual([]);
    expect(wordingOffences('A failure must be reported in FinanzOnline within one week.')).toEqual([]);
  });

  it('flag every form of a bare-address link and leave described links and code alone', () => {
    const flagged = [
      '- BMF: [https://www.bmf.gv.at/x](https://www.bmf.gv.at/x)',
      '- BMF: <https://www.bmf.gv.at/x>',
      '- BMF: https://www.bmf.gv.at/x, and more',
      '- KPMG: [kpmg.com](https://kpmg.com/at/de/tax-news.html)',
      '- ELSTER: [www.elster.de](https://www.elster.de)',
    ];
    for (const line of flagged) expect(wordingOffences(line), line).toHaveLength(1);
    const clean = [
      '- [BMF – DSFinV-K specification](https://www.bzst.de/dsfinv-k)',
      '- Validate against [efr.schema.json](pathname:///schemas/efr.schema.json).',
      '- Allow `https://fiskal.cloud` in the firewall.',
      '<a href="https://example.org/a">Example page</a>',
      '```text\nhttps://example.org/in-a-code-block\n```',
    ];
    for (const line of clean) expect(wordingOffences(line), line).toEqual([]);
  });

  it('report the line of the offence', () => {
    expect(wordingOffences('---\ntitle: T\n---\n\nText.\n\nSee https://example.org/x.')).toEqual([
      { line: 7, message: 'bare URL in the text: https://example.org/x' },
    ]);
  });
});

describe('docs wording', () => {
  const files = listDocFiles(docsDir);

  it('finds the docs pages', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('state rules, not research notes, and describe every link target (file:line)', () => {
    const failures = files.flatMap((file) =>
      wordingOffences(readDoc(file)).map(({ line, message }) => `docs/${file.relPath}:${line}: ${message}`),
    );
    expect(failures).toEqual([]);
  });
});
