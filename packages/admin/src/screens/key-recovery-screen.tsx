import { KeyRecoveryRequests } from '../key-recovery/key-recovery-requests.js';

/** /admin/key-recovery: members' requests for organisation-assisted recovery the signed-in staff member can decide. */
export function KeyRecoveryScreen() {
  return (
    <div className="hd-page">
      <KeyRecoveryRequests />
    </div>
  );
}
