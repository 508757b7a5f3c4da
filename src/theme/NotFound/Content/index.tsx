// Why: the stock not-found page offers no way on. It now has a search box and the five
// documentation areas (src/components/NotFoundHelp), inside the page's one <main>.
// Replacement of @docusaurus/theme-classic 3.10 NotFound/Content (a wrap would put them outside
// <main>): the same markup, title and first paragraph; the second ("contact the owner of the site
// that linked you") gives way to the help.
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

export default function NotFoundContent({ className }: Props): React.ReactElement {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <NotFoundHelp />
        </div>
      </div>
    </main>
  );
}
