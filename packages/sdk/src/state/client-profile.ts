// spec 001 §3 Client-side state groups: client profile (profile, devices, loading, deviceLoading).
import { map } from 'nanostores';
import type { AccountResponse } from '@healthdeck/contract/light';
import { loadInto } from './load-into.js';

/** A connected device as the devices calls list it (spec 000 §7.6 Devices: authorizers, revoke by dataSource). */
export interface ConnectedDevice {
  dataSource: string;
  [field: string]: unknown;
}

export interface ClientProfileState {
  profile: AccountResponse['profile'] | null;
  devices: readonly ConnectedDevice[];
  loading: boolean;
  deviceLoading: boolean;
}

const initial = (): ClientProfileState => ({ profile: null, devices: [], loading: false, deviceLoading: false });

export const $clientProfile = map<ClientProfileState>(initial());

export const loadProfile = (load: () => Promise<AccountResponse['profile'] | null>) => loadInto($clientProfile, 'profile', 'loading', load);
export const loadDevices = (load: () => Promise<readonly ConnectedDevice[]>) => loadInto($clientProfile, 'devices', 'deviceLoading', load);
/** A device revoked (spec 000 §7.6 'revoke (dataSource)') leaves the list at once. */
export function removeDevice(dataSource: string): void {
  $clientProfile.setKey(
    'devices',
    $clientProfile.get().devices.filter((device) => device.dataSource !== dataSource),
  );
}
export function resetClientProfile(): void {
  $clientProfile.set(initial());
}
