import type { DemoLayout } from '../types';

/** The feedback section after it has been configured. */
const smartFeedback: DemoLayout = {
  caption: 'Feedback section at the end of the receipt: a five-star rating and an optional comment.',
  sections: [
    { id: 'summary', type: 'summary', showItemCount: true, showReceiptNumber: true },
    { id: 'fiscal', type: 'fiscal', showCode: false },
    { id: 'feedback', type: 'feedback', configured: true, question: 'How was your visit today?' },
  ],
};

export default smartFeedback;
