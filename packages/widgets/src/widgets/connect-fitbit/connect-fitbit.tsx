import { HealthDeckError } from '@healthdeck/sdk';
import { useLanguage, useMessages } from '../../i18n/language';
import { Button } from '../../primitives/button/button';
import { toast } from '../../primitives/toast/toast-store';
import { useHostNavigate } from '../../provider/host-navigate';
import { connectedSince, useDeviceConnection } from '../shared/device-connection';
import { hostNavigation } from '../shared/host-navigation';
import { InfoCard, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { DEVICES_HREF } from '../shared/no-device';
import { connectFitbitMessages, type ConnectFitbitMessages } from './messages';

export interface ConnectFitbitProps {
  /** Where the member's other devices are (default /client/profile#connected-devices). */
  devicesHref?: string;
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

function FitbitBody({ devicesHref, onError, t }: ConnectFitbitProps & { t: ConnectFitbitMessages }) {
  const navigate = useHostNavigate();
  const language = useLanguage();
  const { list, busy, failure, change } = useDeviceConnection((_, connected) => toast({ kind: 'success', message: connected ? t.connectedToast : t.disconnectedToast }));
  useReportLoadFailure('connect-fitbit', list, t.failed, onError);
  if (list.isError) return <LoadFailure block="hd-info-card" query={list} message={t.failed} retryLabel={t.retry} />;
  if (!list.data) return <InfoSkeleton label={t.loading} />;
  const fitbit = list.data.authorizers.find((a) => a.dataSource === 'fitbit');
  const href = devicesHref && devicesHref.length > 0 ? devicesHref : DEVICES_HREF;
  const since = fitbit ? connectedSince(fitbit, language) : null;
  return (
    <div className="hd-info-card__body" part="body">
      {!fitbit ? (
        <p className="hd-info-card__empty" part="empty">
          {t.unavailable}
        </p>
      ) : fitbit.connected ? (
        <p className="hd-info-card__text" part="status">
          {since ? t.connectedSince.replace('{date}', since) : t.connected}
        </p>
      ) : (
        <p className="hd-info-card__text">{t.intro}</p>
      )}
      {failure ? (
        <p role="alert" className="hd-info-card__error" part="error">
          {failure instanceof HealthDeckError && failure.message ? failure.message : t.changeFailed}
        </p>
      ) : null}
      <div className="hd-info-card__actions">
        {fitbit ? (
          <Button variant={fitbit.connected ? 'outlined' : 'filled'} color={fitbit.connected ? 'red' : 'blue'} loading={busy === 'fitbit'} onClick={() => void change(fitbit)}>
            {fitbit.connected ? t.disconnect : t.connect}
          </Button>
        ) : null}
        <a className="hd-info-card__cta hd-button hd-button--plain hd-button--blue" part="devices" href={href} onClick={hostNavigation(navigate && (() => navigate(href)))}>
          <span className="hd-button__label">{t.manage}</span>
        </a>
      </div>
    </div>
  );
}

/**
 * Connect Fitbit (spec 000 §3.4 dashboard name; spec 001 §2 the fitness-tracker connection prompt):
 * whether the member's Fitbit is connected (device authorizers), Connect (or the vendor's consent
 * page when it answers one) and Disconnect (revoke), and a link to the member's other devices.
 */
export function ConnectFitbit({ devicesHref, onError }: ConnectFitbitProps) {
  const t = useMessages(connectFitbitMessages);
  return (
    <InfoCard folder="connect-fitbit" title={t.title} signedOut={t.signedOut}>
      {() => <FitbitBody devicesHref={devicesHref} onError={onError} t={t} />}
    </InfoCard>
  );
}
