// Why: the previous and next pages' code is prefetched at idle once the app runs, so a tap on
// "Next" does not wait for it (src/features/navigation/usePrefetchNeighbours.ts).
// Wrap: upstream's paginator renders unchanged. Tracks @docusaurus/theme-classic `DocPaginator` (3.10).
import type { ReactNode } from 'react';
import type { WrapperProps } from '@docusaurus/types';
import DocPaginator from '@theme-original/DocPaginator';
import type DocPaginatorType from '@theme/DocPaginator';
import { usePrefetchNeighbours } from '@site/src/features/navigation/usePrefetchNeighbours';

type Props = WrapperProps<typeof DocPaginatorType>;

export default function DocPaginatorWrapper(props: Props): ReactNode {
  usePrefetchNeighbours(props.next?.permalink, props.previous?.permalink);
  return <DocPaginator {...props} />;
}
