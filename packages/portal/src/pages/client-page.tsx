import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { HealthDeckError, HOME_PAGE_SLUG, pageAllowedByFlags, pageQuery } from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { FormStatus } from '../components/form-alert.js';
import { errorMessage } from '../forms/error-message.js';
import { formMessages } from '../forms/form-messages.js';
import { useFeatureFlags } from '../hooks/use-feature-flags.js';
import { PageAreas } from './page-areas.js';
import { pageMessages } from './page-messages.js';

function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  return typeof notice === 'string' ? notice : null;
}

/**
 * /client/{slug} and /client/{parentSlug}/{slug}, /client/home included (spec 000 §2 pages by
 * parent slug plus slug; spec 001 §2 routes): the page the server configures, nothing hard-coded.
 */
export function ClientPageScreen() {
  const { slug = HOME_PAGE_SLUG, parentSlug = null } = useParams();
  const location = useLocation();
  const sdk = useHealthDeck();
  const t = useMessages(pageMessages);
  const { unexpected } = useMessages(formMessages);
  const flags = useFeatureFlags();
  const page = useQuery({ ...pageQuery(sdk, slug, parentSlug), retry: (count, error) => !(error instanceof HealthDeckError && error.status === 404) && count < 2 });

  if (page.isPending) {
    return (
      <div className="hd-page" aria-busy="true">
        <p role="status" className="hd-page__loading">
          {t.loading}
        </p>
      </div>
    );
  }
  // spec 001 §2 feature flags: a page whose type belongs to a flag that is off is not there.
  const flaggedOff = page.isSuccess && !pageAllowedByFlags(page.data.page.page_type, flags);
  if (page.isError || flaggedOff) {
    const notFound = flaggedOff || (page.error instanceof HealthDeckError && page.error.status === 404);
    return (
      <div className="hd-page">
        <h1>{notFound ? t.notFoundTitle : t.loadFailedTitle}</h1>
        {notFound ? (
          <p>{t.notFound}</p>
        ) : (
          <p role="alert" className="hd-form-alert">
            {errorMessage(page.error, unexpected)}
          </p>
        )}
        <p className="hd-page__actions">
          {notFound ? null : (
            <Button type="button" onClick={() => void page.refetch()}>
              {t.retry}
            </Button>
          )}
          <Link to="/client/home">{t.goHome}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="hd-page">
      <FormStatus message={noticeOf(location.state)} />
      {/* Keyed by address: another page starts out of sight again until its widgets have their data. */}
      <PageAreas key={location.pathname} page={page.data.page} areas={page.data.areas} />
    </div>
  );
}
