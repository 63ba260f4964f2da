import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DeviceAuthorizer, DeviceDataSource } from '@healthdeck/contract/light';
import { connectDevice, deviceAuthorizersQuery, revokeDevice } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';
import { formatInstantDay } from './format-date';

export interface DeviceConnection {
  /** The authorizers (spec 000 §7.6): every source, connected or not. */
  list: ReturnType<typeof useQuery<{ authorizers: DeviceAuthorizer[] }>>;
  /** The source being connected or revoked, else null (one change at a time). */
  busy: DeviceDataSource | null;
  /** What the last change failed with, else null. */
  failure: unknown;
  /** Connects a source that is not connected, revokes one that is. */
  change(device: DeviceAuthorizer): Promise<void>;
}

/**
 * Connecting and revoking a device (spec 000 §7.6 authorizers, revoke; connect is ours), shared by
 * the Connect Fitbit widget and the profile's Connected devices: one change at a time; a vendor
 * that answers an authorization_url is opened to finish there (the sandbox connects at once);
 * `onChanged` hears each completed change.
 */
export function useDeviceConnection(onChanged?: (device: DeviceAuthorizer, connected: boolean) => void): DeviceConnection {
  const sdk = useHealthDeck();
  const list = useQuery({ ...deviceAuthorizersQuery(sdk), retry: false });
  const [busy, setBusy] = useState<DeviceDataSource | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  async function change(device: DeviceAuthorizer) {
    if (busy) return;
    setBusy(device.dataSource);
    setFailure(null);
    try {
      if (device.connected) {
        await revokeDevice(sdk, device.dataSource);
        onChanged?.(device, false);
      } else {
        const result = await connectDevice(sdk, device.dataSource);
        if (result.authorization_url) {
          window.location.assign(result.authorization_url);
          return;
        }
        onChanged?.(device, true);
      }
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  }
  return { list, busy, failure, change };
}

/** The day a device was connected in the member's language and zone, e.g. 'Nov 21, 2026', '21 nov 2026'; null when not known. */
export function connectedSince(device: Pick<DeviceAuthorizer, 'connected_at'>, language: string): string | null {
  return device.connected_at ? formatInstantDay(device.connected_at, language) : null;
}
