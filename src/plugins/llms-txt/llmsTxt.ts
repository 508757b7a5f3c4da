import { markdownTwinPath } from '../../features/copy-page/twin';

/**
 * llms.txt and llms-full.txt in the format of llmstxt.org: a title, a one-line summary in a quote,
 * a note for the reader, then one section per documentation area listing its pages (linking the
 * Markdown twins) and an "Optional" section with the machine-readable files and the fragments other
 * pages include. The full file carries every listed page's Markdown after the same header.
 */
export interface LlmsPage {
  route: string;
  title: string;
  description: string;
}

export interface LlmsSection {
  title: string;
  summary?: string;
  pages: LlmsPage[];
}

export interface LlmsLink {
  title: string;
  /** A path on the site ("/api/efr.openapi.json") or an absolute URL. */
  href: string;
  description: string;
}

export interface LlmsSite {
  siteUrl: string;
  title: string;
  summary: string;
  /** Sentences for the reader of the file, after the summary. */
  note: string;
  sections: LlmsSection[];
  /** Links of the "Optional" section: files and pages a reader may skip. */
  optional: LlmsLink[];
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function link(siteUrl: string, { title, href, description }: LlmsLink): string {
  const url = /^https?:/.test(href) ? href : `${siteUrl}${href}`;
  return `- [${oneLine(title)}](${url})${description ? `: ${oneLine(description)}` : ''}`;
}

export function pageLink(siteUrl: string, page: LlmsPage): string {
  return link(siteUrl, { title: page.title, href: markdownTwinPath(page.route), description: page.description });
}

function header(site: LlmsSite): string {
  return `# ${site.title}\n\n> ${oneLine(site.summary)}\n\n${oneLine(site.note)}\n`;
}

export function llmsTxt(site: LlmsSite): string {
  const sections = site.sections.map((section) =>
    [
      `## ${section.title}`,
      ...(section.summary ? [oneLine(section.summary)] : []),
      section.pages.map((page) => pageLink(site.siteUrl, page)).join('\n'),
    ].join('\n\n'),
  );
  const optional =
    site.optional.length > 0
      ? [`## Optional\n\n${site.optional.map((item) => link(site.siteUrl, item)).join('\n')}`]
      : [];
  return `${[header(site).trimEnd(), ...sections, ...optional].join('\n\n')}\n`;
}

/** Every listed page in full, each after a rule and the address it was taken from. */
export function llmsFullTxt(site: LlmsSite, markdownOf: (route: string) => string): string {
  const pages = site.sections.flatMap((section) => section.pages);
  const bodies = pages.map(
    (page) => `---\n\nSource: ${site.siteUrl}${page.route}\n\n${markdownOf(page.route).trim()}\n`,
  );
  return [header(site), ...bodies].join('\n');
}
