/**
 * The English↔German domain glossary of the search index.
 *
 * The pages are written in English, but many readers are German and Austrian merchants who search
 * in German ("Tagesabschluss", "Storno", "Finanzamt"). At index time each entry's terms are treated
 * as one group: a page that uses an English form also answers the German forms, and the other way
 * round. The index folds case and diacritics ("Prüfung" also matches "prufung"), so lower case is
 * fine; keep the diacritics anyway, they are what readers type.
 *
 * Adding an entry:
 * - Only true equivalents: a German reader who types one of the `de` forms must want the pages that
 *   use the `en` forms. Leave out words that only sometimes mean the same thing.
 * - Write the English forms the way the English pages write them (search docs/ before you add one),
 *   and the German forms readers in Germany and Austria type, Austrian variants included.
 * - A term may appear only once in the whole glossary per language; extend the existing entry
 *   instead of adding a second one. Identical terms in both languages add nothing; list a term in
 *   both only when it is a loanword, with a `note` that says so ("loanword: …").
 * - src/data/search/__tests__/glossary.test.ts checks these rules.
 */
export interface GlossaryEntry {
  /** English forms, as the pages write them. */
  en: readonly string[];
  /** German forms, including Austrian usage. */
  de: readonly string[];
  /** Why the entry is as it is, where that is not obvious. */
  note?: string;
}

export const glossary: readonly GlossaryEntry[] = [
  // Receipts and receipt kinds
  {
    en: ['receipt', 'receipts', 'sales receipt'],
    de: ['Beleg', 'Belege', 'Kassenbon', 'Kassenbeleg', 'Bon', 'Quittung', 'Kassenzettel', 'Kassabon', 'Kassazettel'],
  },
  {
    en: ['digital receipt', 'digital receipts', 'electronic receipt', 'e-receipt'],
    de: ['digitaler Beleg', 'elektronischer Beleg', 'digitaler Kassenbon', 'E-Bon', 'eBon'],
  },
  { en: ['paper receipt', 'printed receipt'], de: ['Papierbeleg', 'Papierbon', 'gedruckter Beleg'] },
  {
    en: ['receipt duty', 'receipt-issuing duty'],
    de: ['Belegausgabepflicht', 'Belegerteilungspflicht', 'Bonpflicht', 'Belegpflicht'],
    note: 'Belegerteilungspflicht is the Austrian term (§ 132a BAO), Belegausgabepflicht the German one.',
  },
  {
    en: ['issue a receipt', 'hand out a receipt'],
    de: ['Belegausgabe', 'Belegerteilung', 'Beleg ausgeben', 'Bon ausgeben'],
    note: 'Phrases only: "issue" and "receipt" alone occur in most sections. Belegerteilung is Austrian usage.',
  },
  { en: ['start receipt'], de: ['Startbeleg'] },
  { en: ['monthly receipt'], de: ['Monatsbeleg'] },
  { en: ['annual receipt'], de: ['Jahresbeleg'] },
  { en: ['closing receipt', 'final receipt'], de: ['Schlussbeleg'] },
  { en: ['zero receipt', 'null receipt'], de: ['Nullbeleg'] },
  { en: ['collective receipt'], de: ['Sammelbeleg'] },
  { en: ['special receipts'], de: ['Sonderbeleg', 'Sonderbelege'], note: 'The special receipts of the Austrian RKSV.' },
  {
    en: ['training mode', 'training receipt', 'training sale'],
    de: ['Trainingsmodus', 'Schulungsmodus', 'Trainingsbeleg', 'Schulungsbeleg'],
  },
  { en: ['copy', 'receipt copy', 'duplicate'], de: ['Kopie', 'Belegkopie', 'Duplikat', 'Zweitschrift'] },
  { en: ['reprint'], de: ['Nachdruck', 'erneuter Ausdruck'] },
  { en: ['pro-forma receipt', 'pro forma', 'pro-forma invoice'], de: ['Proforma-Beleg', 'Proformarechnung'] },
  { en: ['provisional receipt', 'interim bill', 'guest check'], de: ['Zwischenrechnung', 'vorläufiger Beleg'] },
  { en: ['delivery note', 'delivery receipt'], de: ['Lieferschein'] },
  { en: ['receipt number'], de: ['Belegnummer', 'Bonnummer'] },
  { en: ['transaction number'], de: ['Transaktionsnummer', 'Vorgangsnummer'] },
  { en: ['receipt layout', 'receipt design'], de: ['Belegaufbau', 'Belegbild', 'Bongestaltung'] },
  { en: ['sample receipt'], de: ['Musterbeleg', 'Beispielbeleg', 'Musterbon', 'Muster'] },
  { en: ['template', 'receipt template'], de: ['Vorlage', 'Vorlagen', 'Belegvorlage', 'Mustervorlage'] },
  {
    en: ['mandatory elements', 'receipt contents', 'mandatory information'],
    de: ['Pflichtangaben', 'Belegangaben'],
  },
  { en: ['receipt lottery', 'lottery'], de: ['Beleglotterie', 'Lotterie'] },
  {
    en: ['original receipt', 'original sale', 'original invoice'],
    de: ['Originalbeleg', 'Ursprungsbeleg', 'ursprünglicher Beleg', 'Originalrechnung'],
  },
  { en: ['receipt header'], de: ['Belegkopf', 'Bonkopf', 'Kopfzeile'] },
  { en: ['footer', 'receipt footer'], de: ['Fußzeile', 'Belegfuß', 'Bonfuß'] },

  // Cash register, POS, till and devices around it
  {
    en: ['cash register', 'cash registers', 'till', 'tills'],
    de: ['Kasse', 'Kassen', 'Registrierkasse', 'Registrierkassen', 'Kassensystem', 'Kassa', 'Registrierkassa'],
    note: 'Kassa and Registrierkassa are Austrian usage.',
  },
  {
    en: ['POS', 'POS system', 'point of sale', 'POS software'],
    de: ['Kassensoftware', 'Kassenprogramm', 'Kassenanwendung'],
  },
  {
    en: ['electronic recording system', 'recording system'],
    de: ['elektronisches Aufzeichnungssystem', 'Aufzeichnungssystem'],
  },
  { en: ['cash drawer'], de: ['Kassenlade', 'Kassenschublade', 'Geldlade', 'Schublade', 'Kassalade'] },
  { en: ['open cash drawer'], de: ['offene Ladenkasse', 'offene Kasse'] },
  { en: ['cash register duty', 'register duty'], de: ['Registrierkassenpflicht', 'Kassenpflicht'] },
  {
    en: ['card terminal', 'payment terminal'],
    de: ['Kartenterminal', 'Zahlungsterminal', 'EC-Terminal', 'Kartenlesegerät', 'Bankomatkasse'],
  },
  { en: ['customer display'], de: ['Kundendisplay', 'Kundenanzeige'] },
  {
    en: ['cash register ID', 'register identification'],
    de: ['Kassenidentifikationsnummer', 'Kassenidentifikation', 'Kassen-ID'],
    note: 'Kassenidentifikationsnummer is the Austrian RKSV term.',
  },
  { en: ['printer', 'receipt printer'], de: ['Drucker', 'Bondrucker', 'Belegdrucker'] },
  { en: ['print', 'printout', 'printing'], de: ['drucken', 'ausdrucken', 'Ausdruck'] },
  { en: ['new hardware', 'hardware change'], de: ['Hardwaretausch', 'Hardwarewechsel', 'neuer Rechner'] },
  { en: ['restart'], de: ['Neustart', 'neu starten', 'neustarten'] },
  {
    en: ['drawer opening', 'drawer openings', 'drawer opened'],
    de: ['Schubladenöffnung', 'Kassenladenöffnung', 'Schublade öffnen', 'Kassenlade öffnen', 'No-Sale'],
    note: 'Also a drawer opened without a sale, which the POS reports as an audit event.',
  },
  {
    en: ['paper roll', 'thermal paper', 'out of paper'],
    de: ['Papierrolle', 'Bonrolle', 'Thermopapier', 'Papierende', 'kein Papier'],
  },
  { en: ['self-test'], de: ['Selbsttest'] },
  { en: ['clock', 'clocks'], de: ['Systemzeit', 'Systemuhr'] },
  { en: ['operating system', 'operating systems'], de: ['Betriebssystem', 'Betriebssysteme'] },
  { en: ['disk space'], de: ['Speicherplatz', 'Festplattenspeicher'] },
  { en: ['fiscal memory'], de: ['Fiskalspeicher'] },
  { en: ['crash', 'crashed', 'crashes'], de: ['Absturz', 'abgestürzt', 'abstürzen', 'Systemabsturz'] },
  { en: ['scan', 'scans', 'scanned', 'scanning'], de: ['scannen', 'gescannt', 'einscannen'] },

  // Transactions, amounts and cash movements
  {
    en: ['transaction', 'transactions'],
    de: ['Transaktion', 'Transaktionen', 'Vorgang', 'Geschäftsvorfall'],
  },
  { en: ['sale', 'sales', 'sell', 'sells', 'sold'], de: ['Verkauf', 'Verkäufe', 'verkaufen', 'verkauft'] },
  {
    en: ['void', 'voids', 'cancellation', 'cancel'],
    de: ['Storno', 'Stornierung', 'stornieren', 'Stornobuchung', 'Stornobon', 'Stornobeleg'],
  },
  { en: ['refund', 'refunds'], de: ['Erstattung', 'Rückerstattung', 'erstatten', 'zurückerstatten'] },
  { en: ['return', 'returns'], de: ['Rückgabe', 'Retoure', 'Umtausch', 'Warenrückgabe', 'umtauschen', 'zurückgeben'] },
  { en: ['discount', 'discounts'], de: ['Rabatt', 'Nachlass', 'Preisnachlass'] },
  { en: ['early payment discount'], de: ['Skonto'] },
  { en: ['price', 'unit price'], de: ['Preis', 'Einzelpreis', 'Stückpreis'] },
  { en: ['total', 'total amount'], de: ['Summe', 'Gesamtbetrag', 'Endbetrag'] },
  { en: ['item', 'items', 'item line'], de: ['Artikel', 'Belegposition', 'Posten'] },
  { en: ['product groups', 'product group'], de: ['Warengruppe', 'Warengruppen', 'Produktgruppe'] },
  { en: ['price change', 'price changes'], de: ['Preisänderung', 'Preisänderungen'] },
  {
    en: ['bottle deposit', 'returnable deposits'],
    de: ['Pfand', 'Flaschenpfand', 'Leergut', 'Pfandrückgabe'],
  },
  { en: ['rounding', 'cash rounding'], de: ['Rundung', 'Bargeldrundung'] },
  { en: ['cash deposit'], de: ['Einlage', 'Bareinlage'] },
  { en: ['cash withdrawal'], de: ['Entnahme', 'Barentnahme'] },
  { en: ['cash count'], de: ['Kassensturz', 'Kassenzählung', 'Bargeldzählung'] },
  {
    en: ['takings', 'daily takings'],
    de: ['Tageseinnahmen', 'Tageslosung', 'Einnahmen'],
    note: 'Tageslosung is Austrian usage.',
  },
  { en: ['turnover', 'annual turnover', 'revenue'], de: ['Umsatz', 'Jahresumsatz', 'Erlös'] },
  { en: ['cash turnover', 'cash sales'], de: ['Barumsatz', 'Bareinnahmen', 'Bargeschäfte'] },
  { en: ['amount', 'amounts'], de: ['Betrag', 'Beträge'] },
  { en: ['subtotal'], de: ['Zwischensumme', 'Zwischensummen'] },
  { en: ['quantity', 'quantities'], de: ['Menge', 'Mengen', 'Stückzahl'] },
  { en: ['decimal', 'decimals'], de: ['Dezimalstellen', 'Nachkommastellen', 'Kommastellen'] },
  { en: ['negative'], de: ['negativ', 'Minusbetrag', 'Minusbuchung'] },
  { en: ['currency'], de: ['Währung', 'Währungen', 'Fremdwährung'] },
  { en: ['purchase', 'purchases', 'bought'], de: ['Einkauf', 'Kauf', 'Einkäufe', 'gekauft'] },

  // Payments, tips and vouchers
  {
    en: ['payment', 'payments', 'payment method', 'means of payment'],
    de: ['Zahlung', 'Zahlungsart', 'Zahlart', 'Zahlungsmittel', 'Bezahlung', 'bezahlen'],
  },
  {
    en: ['the change is', 'with change', 'change brought', 'opening float'],
    de: ['Rückgeld', 'Wechselgeld', 'Wechselgeldbestand'],
    note: 'Phrases only: "change" alone is mostly a change of a setting or a rule.',
  },
  { en: ['redeem', 'redeemed', 'redeeming', 'redemption'], de: ['einlösen', 'Einlösung', 'eingelöst'] },
  { en: ['cash payment', 'cash payments', 'paid in cash'], de: ['Barzahlung', 'Bargeld', 'bar bezahlt'] },
  {
    en: ['card payment', 'debit card', 'credit card'],
    de: ['Kartenzahlung', 'EC-Karte', 'Kreditkarte', 'Debitkarte', 'Bankomatkarte'],
  },
  { en: ['bank transfer', 'credit transfer'], de: ['Überweisung', 'Banküberweisung'] },
  { en: ['bank account'], de: ['Bankverbindung', 'Bankkonto', 'Kontoverbindung'] },
  { en: ['tip', 'tips'], de: ['Trinkgeld', 'Trinkgelder'] },
  {
    en: ['voucher', 'vouchers', 'gift voucher', 'gift card'],
    de: ['Gutschein', 'Gutscheine', 'Geschenkgutschein', 'Geschenkkarte', 'Wertgutschein'],
  },
  { en: ['multi-purpose voucher'], de: ['Mehrzweckgutschein'] },
  { en: ['single-purpose voucher'], de: ['Einzweckgutschein'] },

  // Closings and reports
  {
    en: ['daily closing', 'daily closure', 'Z report', 'end of day', 'daily report'],
    de: ['Tagesabschluss', 'Z-Bon', 'Zbon', 'Z-Bericht', 'Tagesabrechnung', 'Kassenschnitt', 'Tagesbericht'],
  },
  { en: ['X report', 'interim report'], de: ['X-Bon', 'X-Bericht', 'Zwischenbericht'] },
  { en: ['monthly closing', 'monthly report'], de: ['Monatsabschluss', 'Monatsbericht'] },
  { en: ['annual closing', 'year-end closing'], de: ['Jahresabschluss'] },
  {
    en: ['closing', 'closings', 'period closing'],
    de: ['Abschluss', 'Kassenabschluss', 'Periodenabschluss', 'Kassaabschluss'],
  },
  { en: ['grand total', 'perpetual grand total'], de: ['Gesamtsumme', 'fortlaufende Gesamtsumme'] },
  { en: ['turnover counter'], de: ['Umsatzzähler'] },
  { en: ['key figures', 'statistics'], de: ['Kennzahlen', 'Statistik', 'Statistiken', 'Auswertung', 'Auswertungen'] },
  {
    en: ['business day', 'business days', 'working day', 'working days'],
    de: ['Geschäftstag', 'Geschäftstage', 'Arbeitstag', 'Arbeitstage', 'Werktag', 'Werktage'],
  },

  // Tax authorities, audits and advisers
  {
    en: ['tax office', 'tax authority', 'tax authorities', 'tax administration'],
    de: ['Finanzamt', 'Finanzbehörde', 'Finanzverwaltung', 'Steuerbehörde'],
  },
  {
    en: ['Basque', 'Basque provinces', 'Basque Country'],
    de: ['Baskenland', 'baskisch', 'baskische Provinzen'],
    note: 'TicketBAI is the regime of the three Basque provinces (the foral treasuries).',
  },
  {
    en: ['Ministry of Finance', 'Federal Ministry of Finance'],
    de: ['Finanzministerium', 'Bundesministerium der Finanzen', 'Bundesfinanzministerium'],
  },
  {
    en: ['tax audit', 'tax inspection', 'external audit'],
    de: ['Betriebsprüfung', 'Außenprüfung', 'Steuerprüfung'],
  },
  { en: ['cash inspection', 'cash audit'], de: ['Kassennachschau', 'Kassenprüfung'] },
  { en: ['audit', 'audits'], de: ['Prüfung', 'Prüfungen'] },
  { en: ['data access'], de: ['Datenzugriff', 'Datenzugriffsrecht'] },
  {
    en: ['auditor', 'tax auditor', 'inspector', 'tax inspector'],
    de: ['Prüfer', 'Betriebsprüfer', 'Steuerprüfer'],
  },
  { en: ['tax adviser', 'tax advisor'], de: ['Steuerberater', 'Steuerberaterin', 'Steuerberatung'] },
  { en: ['accountant', 'accounting'], de: ['Buchhalter', 'Buchhaltung'] },
  {
    en: ['bookkeeping', 'books and records'],
    de: ['Buchführung', 'Aufzeichnungen', 'Aufzeichnungspflicht', 'Aufzeichnungspflichten'],
  },
  { en: ['accounting voucher', 'accounting vouchers'], de: ['Buchungsbeleg', 'Buchungsbelege'] },
  { en: ['cash book'], de: ['Kassenbuch', 'Kassabuch'] },
  { en: ['VAT return'], de: ['Umsatzsteuervoranmeldung', 'Umsatzsteuererklärung'] },
  { en: ['taxpayer', 'taxpayers'], de: ['Steuerpflichtiger', 'Steuerpflichtige', 'Abgabepflichtiger'] },
  { en: ['income tax'], de: ['Einkommensteuer', 'Ertragsteuer'] },

  // Notification, registration and the life of a register
  {
    en: ['notification', 'notification duty', 'notify'],
    de: ['Mitteilung', 'Meldung', 'Mitteilungspflicht', 'Meldepflicht', 'Kassenmeldung'],
  },
  { en: ['registration', 'registration duty'], de: ['Registrierung', 'Anmeldung', 'Anmeldepflicht'] },
  {
    en: ['decommissioning', 'decommission', 'take out of service', 'deregistration'],
    de: ['Außerbetriebnahme', 'außer Betrieb nehmen', 'Abmeldung', 'abmelden'],
  },
  { en: ['commissioning', 'put into service'], de: ['Inbetriebnahme', 'in Betrieb nehmen'] },
  { en: ['acquisition', 'date of acquisition'], de: ['Anschaffung', 'Anschaffungsdatum'] },
  { en: ['move a register', 'moves between establishments'], de: ['Umzug', 'Standortwechsel', 'Verlegung'] },
  {
    en: ['replacement', 'replace', 'replaced'],
    de: ['Ersatz', 'ersetzen', 'Austausch', 'austauschen', 'Ersatzgerät'],
  },
  { en: ['repair', 'repaired', 'repairs'], de: ['Reparatur', 'reparieren', 'Instandsetzung'] },
  { en: ['loss', 'lost'], de: ['Verlust', 'verloren'] },
  { en: ['theft', 'stolen'], de: ['Diebstahl', 'gestohlen'] },
  { en: ['permanent establishment', 'establishment'], de: ['Betriebsstätte', 'Betriebsstätten'] },
  { en: ['business premises', 'premises'], de: ['Geschäftsräume', 'Betriebsräume'] },
  {
    en: ['location', 'locations', 'branch', 'shop', 'store'],
    de: ['Standort', 'Standorte', 'Filiale', 'Filialen', 'Laden', 'Ladengeschäft'],
  },
  { en: ['company', 'business'], de: ['Unternehmen', 'Firma'] },
  { en: ['merchant', 'merchants'], de: ['Händler', 'Händlerin', 'Gewerbetreibender'] },
  {
    en: ['client', 'sub-client', 'multi-client', 'multi-company', 'several companies'],
    de: ['Mandant', 'Mandanten', 'mandantenfähig'],
    note: 'A client of a shared EFR: one company or till on it.',
  },
  { en: ['opening hours', 'business hours'], de: ['Öffnungszeiten', 'Öffnungszeit', 'Geschäftszeiten'] },
  { en: ['holidays', 'holiday'], de: ['Feiertag', 'Feiertage'] },
  { en: ['weekend'], de: ['Wochenende'] },
  { en: ['company name'], de: ['Firmenname', 'Firmenbezeichnung', 'Unternehmensname'] },
  { en: ['phone number'], de: ['Telefonnummer', 'Handynummer'] },
  { en: ['master data', 'base data', 'company data'], de: ['Stammdaten', 'Firmendaten', 'Unternehmensdaten'] },
  { en: ['serial number'], de: ['Seriennummer', 'Seriennummern'] },
  {
    en: ['VAT number', 'VAT ID', 'VAT identification number'],
    de: ['Umsatzsteuer-Identifikationsnummer', 'USt-IdNr', 'UID', 'UID-Nummer'],
    note: 'UID is the Austrian name of the VAT number.',
  },
  { en: ['tax number'], de: ['Steuernummer', 'StNr'] },
  { en: ['small business', 'small business scheme'], de: ['Kleinunternehmer', 'Kleinunternehmerregelung'] },
  {
    en: ['market traders', 'travelling traders'],
    de: ['Markthändler', 'Marktfahrer', 'Reisegewerbe'],
    note: 'Marktfahrer is Austrian usage.',
  },
  {
    en: ['outdoor-sales relief'],
    de: ['Kalte-Hände-Regelung', 'Umsätze im Freien'],
    note: 'Kalte-Hände-Regelung is the Austrian name of the relief.',
  },
  {
    en: ['web-service user'],
    de: ['Webservice-Benutzer', 'Webservice-User'],
    note: 'The FinanzOnline user an Austrian register needs.',
  },
  { en: ['threshold', 'turnover threshold'], de: ['Schwellenwert', 'Umsatzgrenze', 'Grenzwert'] },

  // Signing devices, certificates and codes
  { en: ['technical security device'], de: ['TSE', 'technische Sicherheitseinrichtung'] },
  {
    en: [
      'signature device',
      'signing device',
      'security device',
      'signature creation unit',
      'seal creation unit',
      'signature unit',
    ],
    de: ['Sicherheitseinrichtung', 'Signaturerstellungseinheit', 'Siegelerstellungseinheit', 'Signatureinheit'],
  },
  { en: ['fiscal device'], de: ['Fiskalgerät'] },
  { en: ['fiscal printer', 'RT printer'], de: ['Fiskaldrucker'] },
  { en: ['fiscal data module', 'black box'], de: ['Fiskaldatenmodul', 'Blackbox'] },
  { en: ['control unit'], de: ['Kontrolleinheit'] },
  { en: ['smart card', 'smartcard', 'signature card'], de: ['Chipkarte', 'Signaturkarte'] },
  { en: ['certificate', 'certificates'], de: ['Zertifikat', 'Zertifikate'] },
  { en: ['certificate expiry', 'expired certificate'], de: ['Zertifikatsablauf', 'abgelaufenes Zertifikat'] },
  { en: ['certification', 'certified'], de: ['Zertifizierung', 'zertifiziert'] },
  {
    en: ['trust service provider', 'qualified trust service provider'],
    de: ['Vertrauensdiensteanbieter', 'qualifizierter Vertrauensdiensteanbieter'],
  },
  {
    en: ['signature', 'digital signature', 'signature value'],
    de: ['Signatur', 'digitale Signatur', 'Signaturwert', 'Prüfwert'],
  },
  { en: ['signature chain'], de: ['Signaturkette', 'Verkettung', 'Belegkette'] },
  { en: ['timestamp', 'timestamps'], de: ['Zeitstempel'] },
  {
    en: ['tamper-proof', 'tamper-evident', 'tampering'],
    de: ['manipulationssicher', 'Manipulation', 'Manipulationsschutz'],
  },
  { en: ['QR code', 'QR codes'], de: ['QR-Code', 'QR-Codes'] },
  { en: ['minimum size'], de: ['Mindestgröße'] },
  { en: ['size', 'sizes'], de: ['Größe', 'Größen'] },
  { en: ['at least'], de: ['mindestens'] },
  { en: ['barcode', 'bar code'], de: ['Strichcode', 'Balkencode'] },
  {
    en: ['sequential number', 'sequential numbering', 'gapless sequence'],
    de: ['fortlaufende Nummer', 'fortlaufende Nummerierung', 'lückenlose Nummerierung'],
  },
  { en: ['fiscalisation', 'fiscalization'], de: ['Fiskalisierung'] },
  { en: ['fiscal rules', 'fiscal law', 'cash register law'], de: ['Kassengesetz', 'Kassenvorschriften'] },
  { en: ['fiscal data'], de: ['Fiskaldaten'] },
  {
    en: ['expiry', 'expiry date', 'expire', 'expires', 'expired', 'validity'],
    de: ['Ablauf', 'Ablaufdatum', 'ablaufen', 'abgelaufen', 'Gültigkeit', 'gültig bis'],
  },
  { en: ['seal', 'seals'], de: ['Siegel', 'elektronisches Siegel'] },
  { en: ['private key'], de: ['privater Schlüssel'] },
  { en: ['public key'], de: ['öffentlicher Schlüssel'] },
  { en: ['API key'], de: ['API-Schlüssel'] },
  { en: ['encrypted', 'encrypt'], de: ['verschlüsselt', 'Verschlüsselung', 'verschlüsseln'] },
  { en: ['hash'], de: ['Hashwert', 'Prüfsumme'] },
  {
    en: ['integrity of', 'inalterability'],
    de: ['Integrität', 'Unveränderbarkeit', 'Unveränderlichkeit', 'unveränderbar'],
    note: 'Not "integrity" alone: the index stems it to "integr", as in integration and integrator.',
  },
  { en: ['machine-readable code'], de: ['maschinenlesbarer Code'] },
  { en: ['unique', 'unique identifier'], de: ['eindeutig', 'eindeutige Kennung', 'Eindeutigkeit'] },
  { en: ['approval', 'approved'], de: ['Zulassung', 'zugelassen', 'Genehmigung', 'genehmigt'] },

  // Exports, archive, retention and data
  { en: ['export', 'data export'], de: ['Datenexport', 'exportieren'] },
  { en: ['export file'], de: ['Exportdatei', 'Exportdateien'] },
  { en: ['data carrier'], de: ['Datenträger'] },
  {
    en: ['individual records', 'single records'],
    de: ['Einzelaufzeichnung', 'Einzelaufzeichnungen', 'Einzelaufzeichnungspflicht'],
  },
  { en: ['archive', 'archiving'], de: ['Archiv', 'Archivierung', 'archivieren'] },
  {
    en: ['retention', 'retention period'],
    de: ['Aufbewahrung', 'Aufbewahrungsfrist', 'Aufbewahrungspflicht', 'aufbewahren'],
  },
  { en: ['backup', 'backups', 'back up'], de: ['Datensicherung', 'Sicherung', 'Sicherungskopie'] },
  { en: ['journal', 'electronic journal'], de: ['Kassenjournal', 'elektronisches Journal'] },
  { en: ['data capture log'], de: ['Datenerfassungsprotokoll'] },
  { en: ['event log', 'audit trail'], de: ['Ereignisprotokoll', 'Prüfpfad'] },
  { en: ['log files', 'logs'], de: ['Logdateien', 'Protokolldateien'] },
  {
    en: ['personal data', 'privacy', 'data protection', 'GDPR'],
    de: ['personenbezogene Daten', 'Datenschutz', 'DSGVO'],
  },
  { en: ['consent'], de: ['Einwilligung', 'Zustimmung'] },
  { en: ['file', 'files'], de: ['Datei', 'Dateien'] },
  { en: ['folder', 'data folder'], de: ['Ordner', 'Verzeichnis', 'Datenordner', 'Datenverzeichnis'] },
  { en: ['download', 'downloads', 'downloaded'], de: ['herunterladen', 'heruntergeladen'] },
  { en: ['restore', 'restored'], de: ['wiederherstellen', 'Wiederherstellung', 'Datenwiederherstellung'] },
  { en: ['field', 'fields'], de: ['Feld', 'Felder', 'Datenfeld'] },

  // VAT
  { en: ['VAT', 'value added tax'], de: ['Umsatzsteuer', 'Mehrwertsteuer', 'MwSt', 'USt'] },
  {
    en: ['VAT rate', 'VAT rates', 'tax rate'],
    de: ['Steuersatz', 'Mehrwertsteuersatz', 'Umsatzsteuersatz', 'MwSt-Satz'],
  },
  { en: ['reduced rate'], de: ['ermäßigter Steuersatz'] },
  { en: ['foodstuffs', 'basic foodstuffs'], de: ['Lebensmittel', 'Grundnahrungsmittel'] },
  { en: ['standard rate'], de: ['Regelsteuersatz', 'Normalsteuersatz'] },
  { en: ['tax group'], de: ['Steuergruppe'] },
  { en: ['VAT breakdown', 'tax breakdown'], de: ['Steueraufstellung', 'MwSt-Aufstellung'] },
  { en: ['net', 'net amount'], de: ['netto', 'Nettobetrag'] },
  { en: ['gross', 'gross amount'], de: ['brutto', 'Bruttobetrag'] },
  { en: ['percent', 'per cent', 'percentage'], de: ['Prozent', 'Prozentsatz'] },
  { en: ['tax-exempt', 'tax exemption', 'VAT exemption'], de: ['steuerfrei', 'Steuerbefreiung', 'umsatzsteuerfrei'] },
  { en: ['exemption', 'exemptions', 'exempt'], de: ['Befreiung', 'Ausnahme', 'befreit'] },
  {
    en: ['reverse charge'],
    de: ['Steuerschuldnerschaft des Leistungsempfängers', 'Umkehr der Steuerschuld'],
  },

  // Invoices and e-invoices
  { en: ['invoice', 'invoices'], de: ['Rechnung', 'Rechnungen', 'Faktura'] },
  {
    en: ['e-invoice', 'e-invoices', 'electronic invoice', 'einvoice'],
    de: ['E-Rechnung', 'E-Rechnungen', 'elektronische Rechnung', 'eRechnung'],
  },
  {
    en: ['e-invoicing', 'electronic invoicing'],
    de: ['elektronische Rechnungsstellung', 'elektronischer Rechnungsaustausch'],
  },
  {
    en: [
      'e-invoicing mandate',
      'e-invoicing obligation',
      'mandatory e-invoicing',
      'obligation to issue e-invoices',
      'must issue e-invoices',
    ],
    de: ['E-Rechnungspflicht', 'Pflicht zur E-Rechnung'],
  },
  { en: ['simplified invoice'], de: ['vereinfachte Rechnung'] },
  { en: ['small-amount invoice'], de: ['Kleinbetragsrechnung'] },
  { en: ['credit note'], de: ['Gutschrift', 'Rechnungskorrektur', 'Stornorechnung'] },
  { en: ['invoice number'], de: ['Rechnungsnummer'] },
  { en: ['due date', 'payment due date'], de: ['Fälligkeitsdatum', 'Fälligkeit'] },
  { en: ['payment terms'], de: ['Zahlungsbedingungen', 'Zahlungsziel'] },
  { en: ['purchase order', 'order reference'], de: ['Bestellung', 'Bestellnummer', 'Auftragsnummer'] },
  { en: ['delivery date', 'date of supply'], de: ['Lieferdatum', 'Leistungsdatum'] },
  { en: ['delivery address'], de: ['Lieferadresse', 'Lieferanschrift'] },
  { en: ['cost centre', 'cost center'], de: ['Kostenstelle'] },
  { en: ['buyer'], de: ['Käufer', 'Leistungsempfänger', 'Rechnungsempfänger'] },
  { en: ['seller', 'supplier'], de: ['Verkäufer', 'Rechnungssteller', 'Lieferant'] },
  {
    en: ['public buyer', 'public administration', 'public authority'],
    de: ['öffentlicher Auftraggeber', 'Behörde', 'öffentliche Verwaltung'],
  },
  { en: ['routing ID'], de: ['Leitweg-ID'] },
  { en: ['rejection', 'rejected'], de: ['Ablehnung', 'abgelehnt', 'Zurückweisung'] },

  // Customers
  { en: ['customer', 'customers'], de: ['Kunde', 'Kunden', 'Kundin'] },
  { en: ['address', 'addresses'], de: ['Adresse', 'Adressen', 'Anschrift'] },
  { en: ['customer card', 'loyalty card'], de: ['Kundenkarte', 'Treuekarte', 'Bonuskarte'] },
  {
    en: ['loyalty programme', 'loyalty program'],
    de: ['Kundenbindungsprogramm', 'Bonusprogramm', 'Treueprogramm'],
  },
  {
    en: ['star rating'],
    de: ['Bewertung', 'Bewertungen', 'Sternebewertung'],
    note: 'Not "rating" alone: the index stems it to "rate", as in VAT rate.',
  },
  {
    en: ['consumer', 'consumers', 'end customer', 'private customers'],
    de: ['Verbraucher', 'Endkunde', 'Endkunden', 'Endverbraucher', 'Privatkunde', 'Privatkunden'],
  },
  {
    en: ['business customer', 'business customers', 'business buyers'],
    de: ['Geschäftskunde', 'Geschäftskunden', 'Firmenkunde', 'Firmenkunden'],
  },
  { en: ['customer number'], de: ['Kundennummer'] },
  { en: ['guest', 'guests'], de: ['Gast', 'Gäste'] },
  { en: ['feedback'], de: ['Rückmeldung', 'Kundenfeedback', 'Kundenmeinung'] },
  { en: ['phone', 'phones', 'mobile phone'], de: ['Handy', 'Smartphone', 'Mobiltelefon', 'Telefon'] },
  { en: ['camera'], de: ['Kamera', 'Handykamera'] },
  { en: ['share the link'], de: ['Link teilen', 'Link weiterleiten', 'weiterleiten', 'weitergeben'] },

  // People and businesses
  { en: ['operator', 'cashier'], de: ['Bediener', 'Kassierer', 'Kassiererin', 'Kassenpersonal'] },
  { en: ['staff', 'employee', 'employees'], de: ['Mitarbeiter', 'Mitarbeitende', 'Angestellte'] },
  { en: ['shift', 'shifts'], de: ['Schicht', 'Schichten', 'Schichtwechsel'] },
  { en: ['waiter'], de: ['Kellner', 'Kellnerin', 'Servicekraft'] },
  { en: ['technician', 'service technician'], de: ['Techniker', 'Servicetechniker', 'Kassentechniker'] },
  { en: ['hospitality', 'catering', 'restaurants and cafés'], de: ['Gastronomie', 'Gastgewerbe'] },
  {
    en: ['take-away', 'takeaway'],
    de: ['Mitnahme', 'Außer-Haus-Verkauf', 'zum Mitnehmen'],
  },
  { en: ['drinks', 'beverages'], de: ['Getränke'] },
  { en: ['meals', 'dishes'], de: ['Speisen', 'Essen'] },
  {
    en: ['restaurant', 'restaurants'],
    de: ['Gaststätte', 'Wirtshaus', 'Beisl'],
    note: 'Beisl is Austrian usage.',
  },
  { en: ['retail', 'retailer'], de: ['Einzelhandel', 'Einzelhändler'] },
  { en: ['e-commerce'], de: ['Onlinehandel', 'Online-Handel', 'Onlineshop', 'Webshop'] },
  { en: ['service businesses'], de: ['Dienstleister', 'Dienstleistungsbetrieb', 'Dienstleistungsunternehmen'] },
  {
    en: ['POS vendors', 'POS publishers', 'POS publisher'],
    de: ['Kassenhersteller', 'Kassenanbieter', 'Softwarehersteller'],
  },
  { en: ['manufacturer'], de: ['Hersteller'] },
  {
    en: ['support staff', 'support at'],
    de: ['Kundendienst', 'Kundenservice', 'Hotline', 'Supportanfrage', 'Supportticket'],
  },
  { en: ['self-employed'], de: ['Selbständige', 'Selbstständige', 'selbständig', 'selbstständig'] },
  { en: ['bakery', 'bakeries'], de: ['Bäckerei', 'Bäckereien', 'Bäcker'] },
  {
    en: ['vending machines'],
    de: ['Verkaufsautomat', 'Verkaufsautomaten', 'Warenautomat'],
    note: 'Not "Automat" alone: the index stems it like "automatically".',
  },

  // Installation, operation and outages
  { en: ['trigger', 'triggers', 'triggered'], de: ['auslösen', 'ausgelöst', 'Auslöser'] },
  { en: ['installation', 'install', 'installer'], de: ['installieren', 'Installationsprogramm'] },
  { en: ['set-up', 'setup', 'set up'], de: ['Einrichtung', 'einrichten', 'Ersteinrichtung'] },
  { en: ['configuration', 'settings', 'configure'], de: ['Konfiguration', 'Einstellungen', 'konfigurieren'] },
  {
    en: ['update', 'updates', 'upgrade'],
    de: ['Aktualisierung', 'aktualisieren', 'Softwareaktualisierung', 'Softwareupdate', 'Software-Update'],
  },
  { en: ['user interface'], de: ['Benutzeroberfläche', 'Bedienoberfläche'] },
  { en: ['interface', 'interfaces'], de: ['Schnittstelle', 'Schnittstellen'] },
  { en: ['licence', 'license', 'licences', 'licenses'], de: ['Lizenz', 'Lizenzen'] },
  { en: ['language', 'languages'], de: ['Sprache', 'Sprachen'] },
  { en: ['time zone'], de: ['Zeitzone'] },
  { en: ['warning', 'warnings'], de: ['Warnung', 'Warnungen', 'Warnhinweis'] },
  { en: ['password', 'passwords'], de: ['Passwort', 'Passwörter', 'Kennwort'] },
  { en: ['credentials', 'access credentials'], de: ['Zugangsdaten', 'Anmeldedaten', 'Login-Daten'] },
  {
    en: ['activation', 'activate', 'activated'],
    de: ['Aktivierung', 'aktivieren', 'Freischaltung', 'freischalten'],
  },
  { en: ['deactivate', 'deactivated'], de: ['Deaktivierung', 'deaktivieren'] },
  {
    en: ['error', 'errors', 'error messages', 'error code', 'error codes'],
    de: ['Fehler', 'Fehlermeldung', 'Fehlermeldungen', 'Fehlercode', 'Fehlercodes'],
  },
  { en: ['help'], de: ['Hilfe'] },
  { en: ['underscore', 'underscores'], de: ['Unterstrich'] },
  { en: ['screen'], de: ['Bildschirm'] },
  { en: ['upload', 'uploads', 'uploaded', 'uploading'], de: ['hochladen', 'hochgeladen'] },
  { en: ['delete', 'deleted', 'deletion'], de: ['löschen', 'gelöscht', 'Löschung'] },
  {
    en: ['transmit', 'transmits', 'transmitted', 'transmission'],
    de: ['übertragen', 'Übertragung', 'übermitteln', 'Übermittlung'],
  },
  { en: ['contact'], de: ['Kontakt', 'Kontaktdaten', 'kontaktieren', 'Ansprechpartner'] },
  { en: ['outage', 'failure', 'breakdown', 'malfunction'], de: ['Ausfall', 'Störung', 'Defekt'] },
  { en: ['failure notification'], de: ['Ausfallmeldung'] },
  { en: ['power failure', 'power fails'], de: ['Stromausfall'] },
  {
    en: ['emergency procedure', 'emergency register'],
    de: ['Notbetrieb', 'Notfallbetrieb', 'Notfallverfahren'],
  },
  { en: ['internet outage'], de: ['Internetausfall', 'Verbindungsabbruch'] },
  { en: ['internet connection', 'connection'], de: ['Internetverbindung', 'Verbindung'] },
  { en: ['offline', 'offline mode'], de: ['Offlinebetrieb', 'Offline-Modus', 'ohne Internet'] },
  {
    en: ['manual receipt', 'handwritten receipt', 'backup receipt'],
    de: ['Ersatzbeleg', 'Handbeleg', 'handschriftlicher Beleg', 'Notbeleg'],
  },
  { en: ['network', 'local network'], de: ['Netzwerk', 'lokales Netzwerk'] },
  { en: ['billing', 'charges', 'fee', 'fees', 'cost', 'costs'], de: ['Abrechnung', 'Gebühr', 'Gebühren', 'Kosten'] },
  {
    en: ['test organisation', 'test organisations', 'test organization'],
    de: ['Testorganisation', 'Testorganisationen', 'Testfirma', 'Testmandant'],
  },
  { en: ['reason'], de: ['Grund', 'Begründung'], note: 'The reason of a void or a refusal ("rsn").' },
  { en: ['warranty'], de: ['Garantie', 'Gewährleistung'] },
  { en: ['contract', 'contracts'], de: ['Vertrag', 'Verträge'] },
  { en: ['reset'], de: ['zurücksetzen', 'Rücksetzung'] },
  {
    en: ['default', 'defaults', 'by default'],
    de: ['Standardwert', 'Standardwerte', 'Voreinstellung', 'Voreinstellungen', 'standardmäßig', 'voreingestellt'],
  },
  { en: ['test mode', 'test environment'], de: ['Testmodus', 'Testumgebung', 'Testsystem'] },
  { en: ['go-live', 'go live'], de: ['Livegang', 'Produktivstart', 'Livebetrieb', 'Produktivbetrieb'] },
  {
    en: ['quick start', 'getting started'],
    de: ['Schnellstart', 'Schnelleinstieg', 'erste Schritte', 'Einstieg', 'Kurzanleitung'],
  },
  { en: ['overview', 'at a glance'], de: ['Übersicht', 'Überblick'] },
  { en: ['checklist'], de: ['Prüfliste'] },
  { en: ['troubleshooting'], de: ['Fehlerbehebung', 'Fehlersuche', 'Problembehebung', 'Problemlösung'] },
  {
    en: ['changelog', 'release notes'],
    de: ['Änderungsprotokoll', 'Versionshinweise', 'Neuerungen', 'Änderungshistorie'],
  },
  { en: ['preview', 'previews', 'live preview'], de: ['Vorschau', 'Vorschauansicht', 'Belegvorschau'] },
  { en: ['hide', 'hidden'], de: ['ausblenden', 'ausgeblendet', 'verbergen'] },
  { en: ['colour', 'colours', 'color'], de: ['Farbe', 'Farben'] },
  { en: ['font', 'fonts'], de: ['Schriftart', 'Schriftarten', 'Schrift'] },
  { en: ['dark mode'], de: ['Dunkelmodus', 'dunkler Modus'] },
  { en: ['edit', 'edited'], de: ['bearbeiten', 'Bearbeitung'] },
  { en: ['tab', 'tabs'], de: ['Reiter', 'Registerkarte'] },
  { en: ['user', 'users', 'user account'], de: ['Benutzer', 'Nutzer', 'Benutzerkonto', 'Anwender'] },
  { en: ['user management'], de: ['Benutzerverwaltung', 'Nutzerverwaltung'] },
  { en: ['invite', 'invitation'], de: ['einladen', 'Einladung'] },
  { en: ['administrator rights', 'root rights'], de: ['Administratorrechte', 'Adminrechte', 'Berechtigungen'] },
  { en: ['log in', 'login', 'logins'], de: ['einloggen', 'eingeloggt'] },
  { en: ['log out', 'logout'], de: ['ausloggen', 'ausgeloggt'] },
  { en: ['timeout', 'timeouts', 'timed out'], de: ['Zeitüberschreitung', 'Zeitlimit'] },
  { en: ['queue', 'queued'], de: ['Warteschlange'] },
  { en: ['retry', 'retries', 'resend'], de: ['erneut senden', 'wiederholen', 'Wiederholung'] },
  { en: ['monitoring'], de: ['Überwachung', 'überwachen'] },
  {
    en: ['unblocked', 'PIN is blocked', 'is then blocked'],
    de: ['gesperrt', 'entsperren', 'blockiert'],
    note: 'Not "blocked" alone: the index stems it to "block", as in the fiscal block of a receipt.',
  },
  { en: ['tier', 'tiers'], de: ['Tarif', 'Tarife', 'Tarifstufe'] },

  // Law, duties, deadlines and penalties
  { en: ['duty', 'obligation', 'mandatory'], de: ['Pflicht', 'Verpflichtung', 'verpflichtend'] },
  {
    en: ['penalty', 'penalties', 'fine', 'fines', 'sanction'],
    de: ['Bußgeld', 'Bußgelder', 'Strafe', 'Geldbuße', 'Sanktion'],
  },
  { en: ['deadline', 'deadlines'], de: ['Frist', 'Fristen', 'Stichtag'] },
  {
    en: ['transition period', 'transitional period', 'transitional relief', 'grace period', 'tolerance'],
    de: ['Übergangsfrist', 'Übergangszeit', 'Übergangsregelung', 'Schonfrist', 'Nichtbeanstandungsregelung'],
  },
  { en: ['law', 'act'], de: ['Gesetz', 'Gesetze'] },
  { en: ['regulation', 'ordinance'], de: ['Verordnung'] },
  { en: ['decree'], de: ['Erlass', 'Dekret'] },
  { en: ['legal basis'], de: ['Rechtsgrundlage', 'gesetzliche Grundlage'] },
  {
    en: ['coalition agreement', 'government agreement'],
    de: ['Koalitionsvertrag', 'Regierungsprogramm'],
    note: 'Regierungsprogramm is the Austrian term.',
  },
  { en: ['proof'], de: ['Nachweis', 'Nachweise'] },
  {
    en: ['German Fiscal Code'],
    de: ['Abgabenordnung', 'AO'],
    note: 'Not "fiscal code" alone: the Digital Receipt pages use that for the code printed on a receipt.',
  },
  { en: ['Federal Fiscal Code'], de: ['Bundesabgabenordnung', 'BAO'], note: 'The Austrian fiscal code.' },
];
