import type { Country } from './types';

const se: Country = {
  code: 'SE',
  name: 'Sweden',
  mechanism: 'control-unit',
  scheme: 'Cash register connected to a certified control unit that issues a control code per receipt',
  device: 'Infrasec cloud control unit, enrolled through the cloud (online only)',
  posMustSend: [
    'A normal /register call; EFR adds org. number and register ID',
    'Copies, training and pro-forma receipts as NFS="DUP", "TRAINING", "PROVISIONAL"',
  ],
  mustPrint: [
    'Company name, org. number and sales address',
    'Date, time and sequential receipt number',
    'Register ID and control unit manufacturing number',
    'Control code (printed by EFR; see the fiscal page on its legal status)',
    'Items, total and VAT per rate; means of payment',
  ],
  receiptCode: 'none (control code printed as text)',
  exports: ['Control unit data read by Skatteverket; journal archived in the cloud'],
  legalBasis: 'Tax Procedure Act (2011:1244) ch. 39; SKVFS 2014:9, 2014:10, 2016:1',
  authority: 'Swedish Tax Agency (Skatteverket)',
  status:
    'Control units have been mandatory for cash and card sales since 1 January 2010. From 1 January 2027 every cash register must meet the amended requirements of SKVFS 2021:17.',
  statusDate: '2026-11-22',
};

export default se;
