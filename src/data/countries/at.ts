import type { Country } from './types';

const at: Country = {
  code: 'AT',
  name: 'Austria',
  mechanism: 'signature-device',
  scheme: 'RKSV: every receipt is signed, chained to the one before and printed with a QR code',
  device: 'Smart card, LAN sign server, central server or HSM remote signature (A-Trust, GlobalTrust, PrimeSign)',
  posMustSend: [
    'TL, TT and TN without the character "_"',
    'TL and TT together at most 49 characters',
    'A gapless transaction number TN per till',
    'Tax groups (TaxG) for every VAT rate the business uses',
  ],
  mustPrint: [
    'Name of the business',
    'Cash register ID and sequential receipt number',
    'Date and time of issue',
    'Quantity and description of each item',
    'Total, split by VAT rate',
    'RKSV QR code',
    '"Sicherheitseinrichtung ausgefallen" while the signature device has failed',
  ],
  receiptCode: 'QR code (RKSV machine-readable code)',
  exports: [
    'DEP7 data capture log (GET /control/export)',
    'Start, monthly and annual receipts (GET /control/rep)',
    'Cryptographic material container (GET /control/crypto)',
    'FinanzOnline registration data (GET /control/encryptkey)',
    'Collective receipts after a device failure (GET /control/broken)',
  ],
  legalBasis: '§ 131b and § 132a BAO, Registrierkassensicherheitsverordnung (RKSV)',
  authority: 'Federal Ministry of Finance (BMF), through FinanzOnline',
  status:
    'The cash register duty applies since 1 January 2016 and the signature device since 1 April 2017. Since 1 October 2026 a receipt may also be handed over electronically, for example as a QR code or link on a display.',
  statusDate: '2026-11-22',
};

export default at;
