import type { Country } from './types';

const cz: Country = {
  code: 'CZ',
  name: 'Czech Republic',
  mechanism: 'none',
  scheme: 'No sales registration in force: EET was abolished on 1 January 2023; EET 2.0 is planned for 1 January 2027',
  device: 'None today. EFR has an EET connector (HTTPS, TLS 1.2), off and dormant until a successor to EET exists',
  posMustSend: ['Nothing under current law', 'With the EET connector switched on: the premises id (CZ_id_provoz)'],
  mustPrint: [
    'No fiscal elements under current law',
    'With the EET connector switched on: FIK (or PKP), BKP, premises, register, receipt number, date and time, mode',
  ],
  receiptCode: 'none',
  exports: ['EFR journal (GET /control/export)'],
  legalBasis: 'Act No. 112/2016 Coll. on registration of sales (abolished with effect from 1 January 2023)',
  authority: 'Financial Administration (Finanční správa)',
  status:
    'No registration duty applies. EET 2.0 is planned for 1 January 2027: the government approved the bill on 6 May 2026 and the Chamber of Deputies passed it at first reading on 3 June 2026; final adoption is not confirmed.',
  statusDate: '2026-11-22',
};

export default cz;
