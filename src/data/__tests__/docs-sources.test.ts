import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import schema from '@site/static/schemas/efr.schema.json';
import { literalBrandValues } from '@site/src/test-support/docs-checks/brandTokens';
import { withoutCodeBlocks } from '@site/src/plugins/mdx-source/codeBlocks';
import { listCodeFiles, listDocFiles, readDoc } from '@site/src/test-support/docs-checks/docsFiles';

/**
 * Where the pages send readers, and whose names they print (WRITING_GUIDE.md, "Links" and "Brand
 * names"); docs-wording.test.ts checks how links and facts are worded.
 *
 * - Every external link goes to a host classified below: an authority (law, tax administration,
 *   standard body, EU), a neutral source (legal database, adviser, press, chamber, reference), or a
 *   vendor (fiscal middleware, POS and cash-register suppliers, e-invoicing and accounting software).
 *   A new host fails the test until someone classifies it, so the deny list cannot silently go stale.
 * - Vendor pages are competitors' marketing or support pages: a page cites the authority instead.
 *   The few kept on purpose are listed with the page and the reason; an entry no page uses fails.
 * - Research wording that quotes suppliers instead of stating the rule ("as quoted by POS
 *   suppliers", "supplier summary"); docs-wording.test.ts holds the general list.
 * - Brand values (config/brand.ts) are never written literally in the site's code and data either.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const docsDir = path.join(root, 'docs');

/** Authorities: tax administrations, ministries, parliaments, official law gazettes, standard and certification bodies, the EU. */
const authority = [
  // Germany
  'bsi.bund.de',
  'bzst.de',
  'bundesfinanzministerium.de',
  'elster.de',
  'gesetze-im-internet.de',
  'schleswig-holstein.de',
  'baden-wuerttemberg.de',
  'e-rechnung-bund.de',
  'rlp.de',
  // the federal states' e-invoice platforms and the local authorities that describe them
  'service-bw.de',
  'bremen.de',
  'kasse.hamburg',
  'hessen.de',
  'niedersachsen.de',
  'lrh-mv.de',
  'nrw.de',
  'land.nrw',
  'sachsen-anhalt.de',
  'regionalverband-saarbruecken.de',
  'zrf-saar.de',
  'kiel.de',
  'kreis-pinneberg.de',
  // Austria
  'bmf.gv.at',
  'ris.bka.gv.at',
  'parlament.gv.at',
  'bundeskanzleramt.gv.at',
  // Belgium, Czech Republic, Denmark
  'fgov.be',
  'belgium.be',
  'geregistreerdkassasysteem.be',
  'etrzby.cz',
  'skat.dk',
  'erhvervsstyrelsen.dk',
  // Spain, France, Croatia, Hungary, Italy
  'agenciatributaria.gob.es',
  'agenciatributaria.es',
  'batuz.eus',
  'gipuzkoa.eus',
  'assemblee-nationale.fr',
  'senat.fr',
  'legifrance.gouv.fr',
  'conseil-constitutionnel.fr',
  'impots.gouv.fr',
  'lne.fr',
  'infocert.org',
  'porezna-uprava.gov.hr',
  'porezna-uprava.hr',
  'net.jogtar.hu',
  'agenziaentrate.gov.it',
  'lotteriadegliscontrini.gov.it',
  'indicepa.gov.it',
  'fatturapa.gov.it',
  'normattiva.it',
  // Lithuania, Norway, Poland, Portugal, Slovenia, Slovakia, Sweden
  'vmi.lt',
  'e-tar.lt',
  'skatteetaten.no',
  'regjeringen.no',
  'lovdata.no',
  'altinn.no',
  'podatki.gov.pl',
  'sejm.gov.pl',
  'portaldasfinancas.gov.pt',
  'durs.si',
  'fu.gov.si',
  'financnasprava.sk',
  'slov-lex.sk',
  'skatteverket.se',
  'swedac.se',
  // EU and standards
  'europa.eu',
  'ferd-net.de',
  'peppol.nu',
];

/** Neutral sources: legal databases, tax advisers and law firms, chambers, professional bodies, press, references. */
const neutral = [
  // legal databases and official-text mirrors
  '360.lexisnexis.at',
  'gesetzefinden.at',
  'etaamb.be',
  'openjustice.be',
  'elov.dk',
  'codes-et-lois.fr',
  'zakon.hr',
  'brocardi.it',
  'inforlex.pl',
  'infor.pl',
  'lagboken.se',
  'faronline.se',
  'racunovodstvo.net',
  'togai.pt',
  // advisers, law firms, accountants
  'kpmg.com',
  'pwc.com',
  'pwc.dk',
  'pwc.be',
  'ey.com',
  'deloitte.com',
  'grantthornton.de',
  'grantthornton.hr',
  'bakertilly.de',
  'forvismazars.com',
  'bbh.de',
  'klinger-steuer.de',
  'hasenbachmomberger.de',
  'stb-schefczyk.info',
  'accuratax.de',
  'solidaris.de',
  'akanthus-wpg.de',
  'cdh.de',
  'wtgl.at',
  'steuerberater-ef.at',
  'sbw-gmbh.at',
  'die-steuerberater.at',
  'acoppin.be',
  'forumforthefuture.be',
  'titeca.be',
  'vandelanotte.be',
  'practicali.be',
  'alferypartner.com',
  'schaffer-partner.cz',
  'expat-tax.cz',
  'abrahamsenrevision.dk',
  'martinsen.dk',
  'martilawyers.com',
  'lasasesorias.net',
  'playsconsultores.com',
  'cabinetsofinex.fr',
  'studiocerbone.com',
  'andrearoagna.blog',
  'commercialistatecnologico.it',
  'agendafiscale.it',
  'azadotanacsado.hu',
  'czegai.com',
  'tpa-group.sk',
  'simmons.sk',
  'lassard.eu',
  'dauc.sk',
  'meridianglobalservices.com',
  'ekspertpr.pl',
  'eztax.pl',
  'serwisprawa.pl',
  'consultus.pt',
  'arservicoscontabilidade.pt',
  'capitalizar.pt',
  'primaracunovodstvo.si',
  'vaic.hr',
  'vesal.hr',
  'spi.hr',
  'szekhelycentrum.hu',
  // chambers, associations, professional bodies, public-interest groups
  'ihk-muenchen.de',
  'ikhb.de',
  'hwk-dresden.de',
  'wko.at',
  'big-direkt.de',
  'horecavlaanderen.be',
  'danskindustri.dk',
  'fna.fr',
  'april.org',
  'salon-gourmet-selection.com',
  'bpifrance-creation.fr',
  'occ.pt',
  'apcmc.pt',
  'afige.es',
  'coftenerife.es',
  'confagricolturabari.it',
  'afaklub.hu',
  'adovilag.hu',
  'ado.hu',
  'pecsma.hu',
  'zkcoo.cz',
  'digitalpolicyalert.org',
  'switec.info',
  // press and trade press, VAT news services
  'betriebs-berater.com',
  'haufe.de',
  'iww.de',
  'nwb-experten-blog.de',
  'datev-magazin.de',
  'trialog-magazin.de',
  'apotheke-adhoc.de',
  'schwarzwaelder-bote.de',
  'hogapage.at',
  'tageskarte.io',
  'ad-hoc-news.de',
  'adhocnews.de',
  'kurier.at',
  'oe24.at',
  'lex-press.at',
  'europapress.es',
  'primeralecturaediciones.com',
  'publicsenat.fr',
  'previssima.fr',
  'legifiscal.fr',
  'actu-environnement.com',
  'ilsole24ore.com',
  'investireoggi.it',
  'lavorofisco.it',
  'fiscal-focus.it',
  'zaol.hu',
  'byznys.hn.cz',
  'mesec.cz',
  'eurozpravy.cz',
  'kurzy.cz',
  'praguedaily.news',
  'podnikatelskecentrum.sk',
  'sita.sk',
  'teraz.sk',
  'ceelegalmatters.com',
  'suduvosgidas.lt',
  'gazetaprawna.pl',
  'businessinsider.com.pl',
  'wprost.pl',
  'pomorska.pl',
  'eco.sapo.pt',
  'pplware.sapo.pt',
  'vatupdate.com',
  'vatcalc.com',
  'vatsquare.com',
  'theinvoicinghub.com',
  'fiscal-requirements.com',
  'wordscope.be',
  // references
  'wikipedia.org',
  'github.com',
  'play.google.com',
  'learn.microsoft.com',
];

/**
 * Vendors: fiscal middleware and signing services, POS and cash-register makers and dealers,
 * e-invoicing networks, accounting and ERP software. Built from the links the pages held in
 * November 2026 (143 links to these hosts), all replaced by the authority or dropped where the page
 * already cited one.
 */
const vendor = [
  'fiskaly.com',
  'retailforce.cloud',
  'tse-easy.de',
  'gastrofix.com',
  'rtcsuite.com',
  'sovos.com',
  'pagero.com',
  'edicomgroup.com',
  'saphety.com',
  'banqup.com',
  'dddinvoices.com',
  'ebx-services.com',
  'dynatos.com',
  'snitechnology.net',
  'scansys.eu',
  'docnova.ai',
  'invoicenavigator.eu',
  'compliant-invoice.eu',
  'geissweb.com',
  'zeit.io',
  'invopop.com',
  'zyntem.dev',
  'asello.eu',
  'invoicerr.app',
  'oracle.com',
  'cegid.com',
  'holded.com',
  'invoicexpress.com',
  'softpack.pt',
  'sigmacode.pt',
  'grifin.pt',
  'kingbill.com',
  'kmz-kassensystem.de',
  'kassenmeile.de',
  'etron.de',
  'ergofakt.de',
  'microtech.de',
  'heimpel.com',
  'kasse-speedy.de',
  'easykassa.at',
  'clictill.com',
  'pasteque.org',
  'possector.si',
  'saop.si',
  'enostavno.si',
  'kasafik.cz',
  'previo.app',
  'intercom.help',
  'papayapos.sk',
  'kros.sk',
  'posone.dk',
  'onlinepos.dk',
  'comarch.com',
  'soft-bit.pl',
  'csc.pl',
  'paysera.lt',
  'stripe.com',
  'penztargepnagyker.hu',
  'civispenztargep.hu',
  'atcpenztargep.hu',
  'verfahrensdoku24.de',
  'datev.de',
  'datev-community.de',
  'moj-eracun.hr',
  'nyekassaloven.no',
  'mtagroup.no',
  'elvprojektai.lt',
  'llarik.sk',
  'constans.co',
  'normaform.com',
  // document-sharing copies: cite the publisher's own copy
  'scribd.com',
  'fdocuments.us',
  'expydoc.com',
  'cld.bz',
];

/** Vendor pages cited on purpose: the page (docs/…) and host, and why no authority page replaces it. */
const allowed: { page: string; host: string; reason: string }[] = [
  {
    page: 'efr/DE/datev.mdx',
    host: 'datev.de',
    reason: 'the page documents the transfer to DATEV; DATEV describes its own Rechnungsdatenservice product',
  },
  {
    page: 'efr/DE/datev.mdx',
    host: 'developer.datev.de',
    reason: 'DATEV publishes the interface specification EFR implements; no authority defines it',
  },
  ...['efr/ES/fiscal.mdx', 'efr/ES/ticketbai.mdx', 'efr/countries.mdx', 'efr/system-requirements.mdx'].map((page) => ({
    page,
    host: 'cegid.com',
    reason: 'Navarre has published no rule for NaTicket yet; the dated report is the only description of the plan',
  })),
];

/** Wording that cites suppliers instead of stating the rule. */
const supplierWording = [
  /\b(as )?(quoted|reproduced|summari[sz]ed) by (a |some )?(POS )?(suppliers?|vendors?)\b/i,
  /\bsupplier summary\b/i,
  /\bin a vendor manual\b/i,
  /\b(has|have) been reported\b/i,
];

type SourceClass = 'authority' | 'neutral' | 'vendor';

/** "https://www.Example.org./a" → "example.org" */
function hostOf(url: string): string {
  return new URL(url).hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\d?\./, '');
}

const matches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function classify(host: string): SourceClass | undefined {
  // The most specific entry wins, so a vendor's host under a neutral domain stays a vendor.
  const candidates: [SourceClass, string][] = [
    ...vendor.map((domain): [SourceClass, string] => ['vendor', domain]),
    ...authority.map((domain): [SourceClass, string] => ['authority', domain]),
    ...neutral.map((domain): [SourceClass, string] => ['neutral', domain]),
  ];
  const found = candidates.filter(([, domain]) => matches(host, domain));
  return found.sort((a, b) => b[1].length - a[1].length)[0]?.[0];
}

interface Link {
  line: number;
  text: string;
  url: string;
  host: string;
}

const markdownLink = /\[((?:\\.|[^\]\\])*)\]\(\s*<?(https?:\/\/[^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const htmlLink = /<a\b[^>]*\bhref=["'](https?:\/\/[^"']+)["'][^>]*>([^<]*)</g;

/** The external links of a page (code blocks and inline code excluded), with their 1-based line. */
function externalLinks(source: string): Link[] {
  return withoutCodeBlocks(source)
    .split('\n')
    .flatMap((raw, index) => {
      const text = raw.replace(/`[^`\n]*`/g, '``');
      const found = [
        ...[...text.matchAll(markdownLink)].map(([, label = '', url = '']) => ({ label, url })),
        ...[...text.matchAll(htmlLink)].map(([, url = '', label = '']) => ({ label, url })),
      ];
      return found.map(({ label, url }) => ({ line: index + 1, text: label, url, host: hostOf(url) }));
    });
}

const files = listDocFiles(docsDir);
const pages = files.map((file) => ({ page: file.relPath, links: externalLinks(readDoc(file)), source: readDoc(file) }));
const isAllowed = (page: string, host: string) =>
  allowed.some((entry) => entry.page === page && matches(host, entry.host));

describe('the source checks themselves', () => {
  it('classify a host by its most specific domain', () => {
    expect(classify('bsi.bund.de')).toBe('authority');
    expect(classify('sede.agenciatributaria.gob.es')).toBe('authority');
    expect(classify('support.gastrofix.com')).toBe('vendor');
    expect(classify('ksiegowosc.infor.pl')).toBe('neutral');
    expect(classify('unknown.example')).toBeUndefined();
  });

  it('find markdown and HTML links outside code, with their line', () => {
    const page =
      '# T\n\nSee [BSI – TR-03153](https://www.bsi.bund.de/dok/TR-03153).\n\n```text\nhttps://fiskaly.com\n```\n<a href="https://www.Example.org./x">Example</a>';
    expect(externalLinks(page)).toEqual([
      { line: 3, text: 'BSI – TR-03153', url: 'https://www.bsi.bund.de/dok/TR-03153', host: 'bsi.bund.de' },
      { line: 8, text: 'Example', url: 'https://www.Example.org./x', host: 'example.org' },
    ]);
  });

  it('keep the three lists apart and the allow list to vendors', () => {
    const all = [...authority, ...neutral, ...vendor];
    expect(all.filter((domain, index) => all.indexOf(domain) !== index)).toEqual([]);
    expect(allowed.filter(({ host }) => classify(host) !== 'vendor')).toEqual([]);
  });

  it('flag wording that quotes suppliers', () => {
    expect(supplierWording.some((p) => p.test('FURS guidance, as quoted by POS suppliers, gives ten days'))).toBe(true);
    expect(supplierWording.some((p) => p.test('Exemptions, supplier summary from 2018'))).toBe(true);
    expect(supplierWording.some((p) => p.test('FURS guidance allows ten working days'))).toBe(false);
  });
});

describe('docs sources', () => {
  it('finds the docs pages and their links', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(pages.flatMap(({ links }) => links).length).toBeGreaterThan(400);
  });

  it('link only to classified hosts (classify a new host in docs-sources.test.ts)', () => {
    const unknown = pages.flatMap(({ page, links }) =>
      links.filter(({ host }) => !classify(host)).map(({ line, host }) => `docs/${page}:${line}: ${host}`),
    );
    expect(unknown).toEqual([]);
  });

  it('cite authorities, not vendor pages, unless the allow list names the page and why', () => {
    const failures = pages.flatMap(({ page, links }) =>
      links
        .filter(({ host }) => classify(host) === 'vendor' && !isAllowed(page, host))
        .map(({ line, text }) => `docs/${page}:${line}: vendor link "${text}": cite the authority instead`),
    );
    expect(failures).toEqual([]);
  });

  it('use every entry of the allow list', () => {
    const unused = allowed.filter(
      ({ page, host }) => !pages.some((p) => p.page === page && p.links.some((link) => matches(link.host, host))),
    );
    expect(unused).toEqual([]);
  });

  it('cite the German authorities on the German pages: BSI TR-03153, the DSFinV-K and the AEAO', () => {
    const german = pages.filter(({ page }) => /^efr\/DE\/(index|fiscal|faqs|export)\.mdx$|GermanyFAQs/.test(page));
    expect(german).toHaveLength(5);
    const missing = german.flatMap(({ page, links }) =>
      [
        ['BSI TR-03153', 'bsi.bund.de'],
        ['DSFinV-K', 'bzst.de'],
        ['AEAO', 'bundesfinanzministerium.de'],
      ]
        .filter(([, domain = '']) => !links.some(({ host }) => matches(host, domain)))
        .map(([name]) => `docs/${page}: no link to ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('state rules instead of quoting suppliers (file:line)', () => {
    const failures = pages.flatMap(({ page, source }) =>
      withoutCodeBlocks(source)
        .split('\n')
        .flatMap((line, index) =>
          supplierWording.filter((p) => p.test(line)).map((p) => `docs/${page}:${index + 1}: "${p.exec(line)?.[0]}"`),
        ),
    );
    expect(failures).toEqual([]);
  });
});

/** The site's own code and data: every code file under these folders that is not a test or a fixture. */
const codeRoots = ['config', 'src', 'static/schemas', 'widget/src'];

describe('brand values in the code', () => {
  const code = codeRoots
    .flatMap((dir) => listCodeFiles(path.join(root, dir)))
    .concat(['docusaurus.config.ts', 'sidebars.ts'].map((file) => path.join(root, file)))
    .map((abs) => path.relative(root, abs).split(path.sep).join('/'))
    // The brand's one home.
    .filter((file) => file !== 'config/brand.ts');

  it('finds the code files', () => {
    expect(code.length).toBeGreaterThan(50);
  });

  it('take brand names, domains and addresses from config/brand.ts', () => {
    const failures = code.flatMap((file) =>
      literalBrandValues(readFileSync(path.join(root, file), 'utf8')).map((value) => `${file}: literal ${value}`),
    );
    expect(failures).toEqual([]);
  });

  it('leave the JSON Schema its $id to the build, which takes it from the site URL (schemaId.ts)', () => {
    expect(schema).not.toHaveProperty('$id');
  });
});
