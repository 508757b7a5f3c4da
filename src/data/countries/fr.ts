import type { Country } from './types';

const fr: Country = {
  code: 'FR',
  name: 'France',
  mechanism: 'certified-software',
  scheme: 'Certified cash register software (NF525 or LNE) meeting the ISCA principles',
  device: 'No fiscal hardware. EFR signs every record with its own ECDSA P-256 key and keeps a chained journal',
  posMustSend: [
    'POST /cfg with the company header at every POS start',
    'FR_OperationType (vente, remboursement, annulation) on each transaction',
    'Duplicates (NFS DUP), invoices (DT FACT) and period closings (NFS CLO)',
  ],
  mustPrint: [
    'Company name, address and SIRET',
    'Ticket number, date and time, lines with VAT rate',
    'VAT breakdown per rate and total including VAT',
    'Every Fis.Tag returned by EFR (number, signature extract, certification)',
  ],
  receiptCode: 'none',
  exports: [
    'Journal archive (GET /control/jou)',
    'Technical event log JET (GET /control/audit)',
    'Period totals (GET /control/total) and signed export (GET /control/export)',
  ],
  legalBasis: 'Art. 286, I-3° bis CGI; BOI-TVA-DECLA-30-10-30',
  authority: 'DGFiP (Direction générale des Finances publiques)',
  status:
    "A certificate (NF525 or LNE) is accepted proof in every case; since the 2026 Finance Law (Law 2026-103 of 19 February 2026) an individual attestation by the publisher on the tax administration's model counts again. E-invoicing applies to large companies since 1 September 2026 and is planned for SMEs from 1 September 2027.",
  statusDate: '2026-11-22',
};

export default fr;
