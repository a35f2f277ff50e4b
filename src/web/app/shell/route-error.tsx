import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { PageContainer, PageHeading } from '../../components/ui/page-heading.tsx';
import { focusPageHeading } from '../../lib/focus-heading.ts';
import { paths } from '../../lib/paths.ts';
import { uiMessages } from '../../lib/ui-messages.ts';

/**
 * What the routes show when a page throws while rendering (a bug, or its code failing to load after
 * a new release), instead of a blank screen: a heading that says so, and two ways on. "Try again"
 * loads the page afresh (a page's code that failed to load is fetched again only then); the home
 * link loads the home page the same way, so nothing of the failed page is kept.
 *
 * In a page's place inside the shell, the header and its links stay usable. `standalone` is for
 * when the shell itself failed: the message is then the whole page, in a <main> of its own.
 * Focus moves to the heading, so a screen reader reads out what happened and Tab goes next to the
 * two ways on.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();

  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);

  useEffect(() => {
    focusPageHeading();
  }, []);

  const content = (
    <PageContainer narrow>
      <PageHeading title={uiMessages.pageFailed}>
        <p>{uiMessages.pageFailedHint}</p>
      </PageHeading>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          {uiMessages.tryAgain}
        </button>
        <Link to={paths.home.href()} reloadDocument className={buttonClasses('secondary')}>
          {uiMessages.goHome}
        </Link>
      </div>
    </PageContainer>
  );
  if (!standalone) return content;
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh focus:outline-none">
      {content}
    </main>
  );
}
