import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadFreshModule } from '@docusaurus/utils';
import type * as StatusDates from '../../data/countries/statusDate';

export interface StatusDatesOptions {
  /** The build's date; a test passes a fixed one. */
  today?: () => Date;
  /** Where the warning goes; Docusaurus prints plugin warnings to the console. */
  warn?: (message: string) => void;
}

/**
 * Warns, once per build or dev-server (re)load, when a country's fiscal status was last checked more
 * than six months ago (src/data/countries/statusDate.ts). A warning, not an error: the facts may well
 * still hold, and a build must not fail because a calendar page turned; the warning names the
 * countries and what to do. The pages print each date from `statusDate` with `%%statusDate:XX%%`.
 */
export default function statusDatesPlugin(context: LoadContext, options: StatusDatesOptions = {}): Plugin {
  const countriesDir = path.join(context.siteDir, 'src/data/countries');
  const today = options.today ?? (() => new Date());
  const warn = options.warn ?? ((message: string) => console.warn(`[WARNING] ${message}`));
  return {
    name: 'status-dates',
    // Loaded afresh, so `docusaurus start` sees an edited statusDate.
    async loadContent() {
      const { staleStatusWarning } = (await loadFreshModule(
        path.join(countriesDir, 'statusDate.ts'),
      )) as typeof StatusDates;
      const message = staleStatusWarning(today());
      if (message) warn(message);
    },
    getPathsToWatch: () => [path.join(countriesDir, '*.ts')],
  };
}
