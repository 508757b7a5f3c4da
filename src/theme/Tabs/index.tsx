// Why: upstream remounts every tab group once the app has started (`key={String(isBrowser)}`, a
// fix for facebook/docusaurus#5653 from when the stored tab was read while hydrating). Since
// theme-common reads the stored and query-string tab in useSyncExternalStore (the server's value
// while hydrating) and selects it in a layout effect, an ordinary update does the same without the
// remount, which rebuilt every code block of every tab panel at start: the blocks lost the server's
// tokens and needed Prism (src/plugins/prism-on-demand) as soon as a tab was tapped. And a tap on a
// group whose choice is shared shows the tapped tab before the other groups follow
// (src/features/tabs/useTabChoice.ts). Replacement of @docusaurus/theme-classic 3.10 `Tabs`, line
// for line but for that key and the tab shown.
import { useMemo, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';
import { useTabChoice } from '@site/src/features/tabs/useTabChoice';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

type TabEvent = KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>;

type Choose = ReturnType<typeof useTabChoice>[1];

function TabList({ className, choose }: { className?: string; choose: Choose }) {
  const { selectedValue, tabValues, block } = useTabs();
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  const handleTabChange = (event: TabEvent) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.current.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) {
      choose(newTabValue, () => blockElementScrollPositionUntilNextRender(newTab));
    }
  };
  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    const tabs = tabRefs.current;
    const index = tabs.indexOf(event.currentTarget);
    let focusElement: HTMLLIElement | null | undefined = null;
    if (event.key === 'Enter') handleTabChange(event);
    else if (event.key === 'ArrowRight') focusElement = tabs[index + 1] ?? tabs[0];
    else if (event.key === 'ArrowLeft') focusElement = tabs[index - 1] ?? tabs[tabs.length - 1];
    focusElement?.focus();
  };
  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', { 'tabs--block': block }, className)}>
      {tabValues.map(({ value, label, attributes }, index) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(element) => {
            tabRefs.current[index] = element;
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  const [selectedValue, choose] = useTabChoice(
    value.selectedValue,
    value.selectValue,
    Boolean(props.groupId ?? props.queryString),
  );
  // The tab list and the panels show the tab shown, which a tap sets before the shared choice.
  const shown = useMemo(
    () => ({ ...value, selectedValue, selectValue: (next: string) => choose(next) }),
    [value, selectedValue, choose],
  );
  return (
    <TabsProvider value={shown}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        {/* Upstream's: the className goes to the tab list, not the container. */}
        <TabList className={props.className} choose={choose} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
