import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { Button, connectedSince, toast, useDeviceConnection } from '@healthdeck/widgets';
import { errorMessage } from '../forms/error-message.js';

/** The id the Sleep Summary and Fitness widgets link to (`/client/profile#connected-devices`). */
export const CONNECTED_DEVICES_ID = 'connected-devices';
export const DEVICES_LOAD_FAILED = 'Your devices could not be loaded.';

/**
 * The profile's Connected devices (spec 000 §7.6 authorizers, revoke): every source the server
 * lists, connected or not, with Connect / Disconnect. Sleep and activity exist only from a connected
 * device, so this is where the Sleep Summary and Fitness widgets send a member who has none.
 * Connecting and revoking are the widgets' useDeviceConnection (shared with Connect Fitbit).
 */
export function ConnectedDevices() {
  const { list, busy, failure, change } = useDeviceConnection((device, connected) =>
    toast({ kind: 'success', title: 'Success!', message: `${device.name} is ${connected ? 'connected' : 'disconnected'}.` }),
  );
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
      <h2 id={titleId}>Connected devices</h2>
      <p className="hd-devices__intro">Your sleep and activity come from a device you connect. Without one, none is shown.</p>
      {list.data ? (
        <ul className="hd-devices__list">
          {list.data.authorizers.map((device) => (
            <li key={device.dataSource} className="hd-devices__item" data-testid={`device-${device.dataSource}`}>
              <span className="hd-devices__name">{device.name}</span>
              <span className="hd-devices__status">{device.connected ? (connectedSince(device) ? `Connected since ${connectedSince(device)}` : 'Connected') : 'Not connected'}</span>
              <Button
                type="button"
                variant="outlined"
                color={device.connected ? 'red' : 'blue'}
                loading={busy === device.dataSource}
                disabled={busy !== null}
                aria-label={`${device.connected ? 'Disconnect' : 'Connect'} ${device.name}`}
                onClick={() => void change(device)}
              >
                {device.connected ? 'Disconnect' : 'Connect'}
              </Button>
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <div>
          <p role="alert" className="hd-form-alert">
            {DEVICES_LOAD_FAILED}
          </p>
          <Button type="button" variant="outlined" loading={list.isFetching} disabled={list.isFetching} onClick={() => void list.refetch()}>
            Load devices again
          </Button>
        </div>
      ) : (
        <p role="status">Loading your devices…</p>
      )}
      {failure ? (
        <p role="alert" className="hd-form-alert">
          {errorMessage(failure)}
        </p>
      ) : null}
    </section>
  );
}
