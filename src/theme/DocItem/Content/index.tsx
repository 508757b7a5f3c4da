// Why: every doc page offers its Markdown ("Copy page", and a link to the .md twin that
// src/plugins/llms-txt writes). Wrap: upstream's content renders unchanged after the row, which
// stays outside `.theme-doc-markdown`, so the twin, made from that element, does not contain it.
// Memoised on the page's content (src/features/doc-content/sameContent.ts): a tap on a link no
// longer re-renders the whole page being left. Tracks @docusaurus/theme-classic `DocItem/Content` (3.10).
import { memo, type ReactNode } from 'react';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import CopyPage from '@site/src/components/CopyPage';
import { sameContent } from '@site/src/features/doc-content/sameContent';

type Props = WrapperProps<typeof ContentType>;

function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <CopyPage route={metadata.permalink} />
      <Content {...props} />
    </>
  );
}

export default memo(ContentWrapper, (previous, next) => sameContent(previous.children, next.children));
