// The device-authorizer sandbox simulator (every vendor adapter ships one and it is the default,
// so everything works offline): it grants every source at once, as a vendor does for an already-consented member, and
// the sandbox fitness tracker then delivers the member's records — only from then on: a member who
// connected nothing (or revoked every source) has no body metrics.
import type { DeviceAuthorizerAdapter } from './device-authorizer.js';

export const sandboxDeviceAuthorizer: DeviceAuthorizerAdapter = {
  integration: 'devices_sandbox',
  async authorize() {
    return { authorizationUrl: null };
  },
  async revoke() {},
};
