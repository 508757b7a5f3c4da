/**
 * The components MDX content may use without an import (registered in the MDXComponents theme
 * file). One export per component; see WRITING_GUIDE.md for what each renders.
 */
export { default as CountrySummary } from '@site/src/components/CountrySummary';
export { default as CountryMatrix } from '@site/src/components/CountryMatrix';
export { default as Receipt } from '@site/src/components/Receipt';
export { default as ReceiptElements } from '@site/src/components/ReceiptElements';
export { default as LayoutPreview } from '@site/src/components/LayoutPreview';
