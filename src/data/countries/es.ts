import type { Country } from './types';

const es: Country = {
  code: 'ES',
  name: 'Spain',
  mechanism: 'online-clearance',
  scheme:
    'Two regimes: TicketBAI in Araba, Bizkaia and Gipuzkoa; VERI*FACTU (RD 1007/2023) in the rest of Spain except Navarre',
  device:
    'No fiscal hardware. EFR signs and chains the billing records and sends them to the foral treasury (TicketBAI) or to the AEAT (VERI*FACTU)',
  posMustSend: [
    'A normal /register call per simplified invoice or invoice',
    'Customer data (Ctm) with tax id when the buyer asks for a full invoice',
    'Original reference (RTL, RTT, RTN) on returns and corrections',
  ],
  mustPrint: [
    'Invoice series and number, date, issuer name and NIF',
    'VAT rate and tax amount, or the note that VAT is included',
    'TicketBAI: the 39-character TBAI identifier and the TBAI QR code',
    'VERI*FACTU: the tax QR code with the caption "QR tributario" and the text "VERI*FACTU"',
  ],
  receiptCode: 'QR code (TBAI QR or AEAT verification QR)',
  exports: [
    'Signed TicketBAI XML files kept in the EFR journal and the cloud archive',
    'Billing records and event log on request of the AEAT (non-VERI*FACTU mode)',
  ],
  legalBasis:
    'Art. 29.2.j LGT (Law 11/2021), RD 1007/2023, Order HAC/1177/2024; Basque foral regulations on TicketBAI (Bizkaia: Foral Norm 5/2020)',
  authority: 'AEAT (Agencia Tributaria); foral treasuries of Araba, Bizkaia and Gipuzkoa',
  status:
    'TicketBAI is mandatory in all three Basque provinces; Bizkaia completed its roll-out on 1 January 2026. VERI*FACTU applies from 1 January 2027 to corporate-income-tax payers and from 1 July 2027 to everyone else (Royal Decree-law 15/2025).',
  statusDate: '2026-11-22',
};

export default es;
