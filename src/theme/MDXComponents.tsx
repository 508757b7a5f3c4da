// Why: a wide Markdown table scrolls inside a ScrollRegion, which becomes a labelled, focusable
// region only while it overflows (keyboard users can then scroll it; axe
// "scrollable-region-focusable"). Wrap: extends the upstream map of
// @docusaurus/theme-classic's MDXComponents, tracking its default export. Nothing else belongs
// here: components registered in this map are bundled into every doc page.
import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollRegion from '@site/src/components/ScrollRegion';

function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollRegion className="table-scroll">
      <table {...props} />
    </ScrollRegion>
  );
}

export default { ...MDXComponents, table: Table };
