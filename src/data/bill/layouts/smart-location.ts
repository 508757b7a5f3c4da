import type { DemoLayout } from '../types';

/** The location section on its own, as edited under Location details. */
const smartLocation: DemoLayout = {
  caption: 'Location section with address, phone and five opening-hour rows.',
  sections: [
    { id: 'summary', type: 'summary', showItemCount: false, showReceiptNumber: true },
    { id: 'location', type: 'location', showOpeningHours: true, showPhone: true },
  ],
};

export default smartLocation;
