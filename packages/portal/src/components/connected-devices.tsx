import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import type { DeviceAuthorizer } from '@healthdeck/contract/light';
import { Button, connectedSince, toast, useDeviceConnection, useLanguage, useMessages } from '@healthdeck/widgets';
import { errorMessage } from '../forms/error-message.js';
import { formMessages } from '../forms/form-messages.js';
import { shellMessages } from '../shell/shell-messages.js';
import { connectedDevicesMessages } from './connected-devices-messages.js';

/** The id the Sleep Summary and Fitness widgets link to (`/client/profile#connected-devices`). */
export const CONNECTED_DEVICES_ID = 'connected-devices';

/**
 * The profile's Connected devices (spec 000 §7.6 authorizers, revoke): every source the server
 * lists, connected or not, with Connect / Disconnect. Sleep and activity exist only from a connected
 * device, so this is where the Sleep Summary and Fitness widgets send a member who has none.
 * Connecting and revoking are the widgets' useDeviceConnection (shared with Connect Fitbit).
 */
export function ConnectedDevices() {
  const t = useMessages(connectedDevicesMessages);
  const language = useLanguage();
  const { success } = useMessages(shellMessages);
  const { unexpected } = useMessages(formMessages);
  const { list, busy, failure, change } = useDeviceConnection((device, connected) => toast({ kind: 'success', title: success, message: t.changed(device.name, connected) }));
  const statusOf = (device: DeviceAuthorizer) => {
    const since = device.connected ? connectedSince(device, language) : null;
    return since ? t.connectedSince(since) : device.connected ? t.connected : t.notConnected;
  };
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = list.data !== undefined;

  // Arriving from a widget's "Connect a device": bring the section into view once it has its list.
  useEffect(() => {
    if (hash === `#${CONNECTED_DEVICES_ID}` && loaded) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded]);

  return (
    <section ref={sectionRef} id={CONNECTED_DEVICES_ID} className="hd-card hd-profile__card hd-devices" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <p className="hd-devices__intro">{t.intro}</p>
      {list.data ? (
        <ul className="hd-devices__list">
          {list.data.authorizers.map((device) => (
            <li key={device.dataSource} className="hd-devices__item" data-testid={`device-${device.dataSource}`}>
              <span className="hd-devices__name">{device.name}</span>
              <span className="hd-devices__status">{statusOf(device)}</span>
              <Button
                type="button"
                variant="outlined"
                color={device.connected ? 'red' : 'blue'}
                loading={busy === device.dataSource}
                disabled={busy !== null}
                aria-label={device.connected ? t.disconnectDevice(device.name) : t.connectDevice(device.name)}
                onClick={() => void change(device)}
              >
                {device.connected ? t.disconnect : t.connect}
              </Button>
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <div>
          <p role="alert" className="hd-form-alert">
            {t.loadFailed}
          </p>
          <Button type="button" variant="outlined" loading={list.isFetching} disabled={list.isFetching} onClick={() => void list.refetch()}>
            {t.loadAgain}
          </Button>
        </div>
      ) : (
        <p role="status">{t.loading}</p>
      )}
      {failure ? (
        <p role="alert" className="hd-form-alert">
          {errorMessage(failure, unexpected)}
        </p>
      ) : null}
    </section>
  );
}
