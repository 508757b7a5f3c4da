// Why: on first load the current page's link can sit far below the visible part of a long sidebar
// (the EFR area's country guides); src/features/sidebar/revealActiveItem.ts scrolls the sidebar,
// and only the sidebar, to it. Wrap: @docusaurus/theme-classic 3.10 DocSidebar/Desktop/Content,
// rendered unchanged inside a box without a layout box of its own that gives the hook its element.
import { useRef } from 'react';
import type { Props } from '@theme/DocSidebar/Desktop/Content';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import { useRevealActiveSidebarItem } from '@site/src/features/sidebar/revealActiveItem';
import styles from './styles.module.css';

export default function DocSidebarDesktopContent(props: Props): React.ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  useRevealActiveSidebarItem(ref);
  return (
    <div ref={ref} className={styles.contents}>
      <Content {...props} />
    </div>
  );
}
