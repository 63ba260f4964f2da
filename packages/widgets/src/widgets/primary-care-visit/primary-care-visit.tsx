import { useQuery } from '@tanstack/react-query';
import { HealthDeckError, pageQuery, type HealthDeck } from '@healthdeck/sdk';
import { useHostNavigate } from '../../provider/host-navigate';
import { useMessages } from '../../i18n/language';
import { Button } from '../../primitives/button/button';
import { hostNavigation } from '../shared/host-navigation';
import { InfoCard, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { primaryCareVisitMessages } from './messages';

/** spec 001 §2 routes: the page whose path is virtual-care. */
export const VIRTUAL_CARE_SLUG = 'virtual-care';
/** spec 001 §2 routes: /client/{virtual-care page slug}?consultType=3. */
export const VIRTUAL_VISIT_PATH = `/client/${VIRTUAL_CARE_SLUG}?consultType=3`;

export interface PrimaryCareVisitProps {
  /** When checking the virtual-care page failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

const notFound = (error: unknown) => error instanceof HealthDeckError && error.status === 404;

/** A 404 is an answer (the page is not the member's), not a failure to retry; other errors retry as the client's defaults say (3 times). */
function retryUnlessNotFound(client: HealthDeck) {
  const fallback = client.queryClient.getDefaultOptions().queries?.retry;
  return (count: number, error: Error): boolean => {
    if (notFound(error)) return false;
    if (typeof fallback === 'function') return fallback(count, error);
    if (typeof fallback === 'number') return count < fallback;
    return fallback ?? count < 3;
  };
}

function VisitBody({ client, onError }: PrimaryCareVisitProps & { client: HealthDeck }) {
  const t = useMessages(primaryCareVisitMessages);
  const hostNavigate = useHostNavigate();
  // The server answers a page only to a member it is for (404 otherwise): that is "available to the user".
  const page = useQuery({ ...pageQuery(client, VIRTUAL_CARE_SLUG), retry: retryUnlessNotFound(client) });
  const unavailable = page.isError && notFound(page.error);
  const failed = page.isError && !unavailable;
  useReportLoadFailure('primary-care-visit', { ...page, isError: failed }, t.failed, onError);
  if (failed) return <LoadFailure block="hd-info-card" query={page} message={t.failed} retryLabel={t.retry} />;
  if (page.isPending) return <InfoSkeleton label={t.loading} />;
  const available = page.isSuccess;
  return (
    <div className="hd-info-card__body" part="body">
      <p className="hd-info-card__text">{t.text}</p>
      <div className="hd-info-card__actions" part="actions">
        {available ? (
          <a
            className="hd-button hd-button--filled hd-button--blue"
            part="virtual"
            href={VIRTUAL_VISIT_PATH}
            onClick={hostNavigation(hostNavigate && (() => hostNavigate(VIRTUAL_VISIT_PATH)))}
          >
            <span className="hd-button__label">{t.virtual}</span>
          </a>
        ) : (
          <Button disabled>{t.virtual}</Button>
        )}
        {/* spec 001 §6: In-Person Visit is always disabled. */}
        <Button variant="outlined" disabled>
          {t.inPerson}
        </Button>
      </div>
      {available ? null : <p className="hd-info-card__empty">{t.virtualUnavailable}</p>}
    </div>
  );
}

/**
 * spec 001 §2 primary care visit, §6: Virtual Visit leads to /client/{virtual-care page slug}?consultType=3
 * and is enabled only when the virtual-care page is available to the member; In-Person Visit is
 * always disabled.
 */
export function PrimaryCareVisit({ onError }: PrimaryCareVisitProps) {
  const t = useMessages(primaryCareVisitMessages);
  return (
    <InfoCard folder="primary-care-visit" title={t.title} signedOut={t.signedOut}>
      {(client) => <VisitBody client={client} onError={onError} />}
    </InfoCard>
  );
}
