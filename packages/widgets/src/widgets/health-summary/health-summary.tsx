import { useQuery } from '@tanstack/react-query';
import { healthScoresQuery, type HealthDeck } from '@healthdeck/sdk';
import { useLanguage, useMessages } from '../../i18n/language';
import { progressPercent } from '../../primitives/progress-percent';
import { DemoDataBadge } from '../shared/demo-data-badge';
import { InfoCard, InfoEmpty, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { NoDevice, useNoDevice } from '../shared/no-device';
import { healthSummaryMessages, scoreName, type HealthSummaryMessages } from './messages';

export interface HealthSummaryProps {
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

/**
 * The Health Summary dashboard widget (spec 001 §2 health summary; §3 Health score item: title,
 * progress, max): each score with its progress against its maximum and a bar capped at 100 percent.
 * The server scores steps, sleep and calories only when a device reported them; with no device
 * connected, a way to connect one follows the scores there are (water).
 */
export function HealthSummary({ onError }: HealthSummaryProps) {
  const t = useMessages(healthSummaryMessages);
  return (
    <InfoCard folder="health-summary" title={t.title} signedOut={t.signedOut}>
      {(client) => <Scores client={client} t={t} onError={onError} />}
    </InfoCard>
  );
}

function Scores({ client, t, onError }: { client: HealthDeck; t: HealthSummaryMessages; onError?: HealthSummaryProps['onError'] }) {
  const scores = useQuery(healthScoresQuery(client));
  const device = useNoDevice(client, true);
  const language = useLanguage();
  useReportLoadFailure('health summary', scores, t.loadFailed, onError);
  if (scores.isError) return <LoadFailure block="hd-info-card" query={scores} message={t.loadFailed} retryLabel={t.retry} />;
  if (!scores.data || device.pending) return <InfoSkeleton label={t.loading} />;
  const items = scores.data.health_scores;
  const connect = device.noDevice ? <NoDevice block="hd-health-summary" message={t.noDevice} action={t.connectDevice} /> : null;
  if (items.length === 0) return connect ?? <InfoEmpty>{t.empty}</InfoEmpty>;
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return (
    <>
      <ul className="hd-info-card__body hd-health-summary__list" part="list">
        {items.map((item) => {
          const text = t.ofMax.replace('{progress}', format.format(item.progress)).replace('{max}', format.format(item.max));
          const name = scoreName(item.title, t);
          return (
            <li key={item.title} className="hd-health-summary__item" part="item">
              <div className="hd-health-summary__row">
                <span className="hd-health-summary__name">{name}</span>
                <span className="hd-health-summary__value">{text}</span>
              </div>
              <div
                className="hd-health-summary__track"
                role="progressbar"
                aria-label={name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progressPercent(item.progress, item.max))}
                aria-valuetext={text}
              >
                <span className="hd-health-summary__fill" style={{ width: `${progressPercent(item.progress, item.max)}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <DemoDataBadge source={scores.data.sandbox} />
      {connect}
    </>
  );
}
