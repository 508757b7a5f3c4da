import type { Country } from './types';

const de: Country = {
  code: 'DE',
  name: 'Germany',
  mechanism: 'signature-device',
  scheme: 'KassenSichV: a BSI-certified TSE signs every transaction; DSFinV-K export for audits',
  device: 'Hardware TSE (Swissbit, Epson, Diebold Nixdorf) or cloud TSE (Deutsche Fiskal, fiskaly)',
  posMustSend: [
    'TraS when the first item is entered',
    'The TID from TraSC on the final Tra',
    'A daily closing (NFS "Z" or profile attribute Fiscal_Z)',
    'Training, voids and hospitality orders marked as such',
  ],
  mustPrint: [
    'Name and address of the seller',
    'Date of issue, start and end time',
    'Quantity and type of goods or services',
    'TSE transaction number and signature counter',
    'Amount with VAT amount and rate',
    'Serial numbers of the register and of the TSE',
    'Signature value, or the QR code that carries it',
  ],
  receiptCode: 'QR code in DSFinV-K format (optional, recommended)',
  exports: [
    'TSE export as TAR (GET /control/exportTSE)',
    'TSE backup from the local journal (GET /control/exportBackup)',
    'DSFinV-K export for audits (GET /control/exportDSFinVK)',
  ],
  legalBasis: '§ 146a AO, Kassensicherungsverordnung (KassenSichV), BSI TR-03153',
  authority: 'Federal Ministry of Finance (BMF) and the tax offices of the Länder; BSI certifies TSEs',
  status:
    'TSE signing is mandatory since 1 January 2020 and every system must be notified through ELSTER since 1 January 2025. A register duty from 1 January 2027 and the end of the paper-receipt duty are planned (coalition agreement of 9 April 2025); neither is law.',
  statusDate: '2026-11-22',
};

export default de;
