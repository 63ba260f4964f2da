// Outside services sit behind adapter interfaces, each with a sandbox. A device authorizer connects a
// member's fitness device source (spec 000 §7.6 Devices authorizers, revoke dataSource).
import type { DeviceDataSource } from '@healthdeck/contract';

export interface DeviceAuthorizerAdapter {
  /** The integration name written on integration_call records. */
  readonly integration: string;
  /**
   * Starts connecting a source. A vendor needing the member's consent answers the address to open
   * (the connection then completes on its callback); null means connected now.
   */
  authorize(input: { userId: string; dataSource: DeviceDataSource }): Promise<{ authorizationUrl: string | null }>;
  /** Tells the vendor to stop delivering the source's data. */
  revoke(input: { userId: string; dataSource: DeviceDataSource }): Promise<void>;
}
