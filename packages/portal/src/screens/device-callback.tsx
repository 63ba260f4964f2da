import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { completeDeviceConnection } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { errorMessage } from '../forms/error-message.js';
import { formMessages } from '../forms/form-messages.js';
import { deviceCallbackMessages } from './device-callback-messages.js';

/** Where the member manages their devices (the profile's Connected devices). */
const DEVICES = '/client/profile#connected-devices';

/**
 * /client/devices/fitbit/callback?code=&state= (or ?error=): the member's return from Fitbit's
 * consent page, the redirect URI registered with Fitbit. The server exchanges the code (PKCE) and
 * keeps the tokens; one request per code (a query, so a re-render or StrictMode does not send it twice).
 */
export function DeviceCallbackScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(deviceCallbackMessages);
  const { unexpected } = useMessages(formMessages);
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const denied = params.get('error') !== null;
  const completion = useQuery({
    queryKey: ['device-authorization', 'fitbit', code, state],
    queryFn: () => completeDeviceConnection(sdk, 'fitbit', code, state),
    enabled: !denied && code !== '' && state !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  const back = <Link to={DEVICES}>{t.toDevices}</Link>;
  let body: ReactNode;
  if (denied) body = <p role="status">{t.denied}</p>;
  else if (!code || !state)
    body = (
      <p role="alert" className="hd-form-alert">
        {t.incomplete}
      </p>
    );
  else if (completion.isPending)
    body = (
      <p role="status">
        <span className="hd-spinner" aria-hidden="true" /> {t.connecting}
      </p>
    );
  else if (completion.isError)
    body = (
      <p role="alert" className="hd-form-alert">
        {t.failed} {errorMessage(completion.error, unexpected)}
      </p>
    );
  else body = <p role="status">{t.connected}</p>;

  return (
    <div className="hd-page">
      <h1>{t.title}</h1>
      <div className="hd-card">
        {body}
        <p>{back}</p>
      </div>
    </div>
  );
}
