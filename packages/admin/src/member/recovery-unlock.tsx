import { InvalidCredentials, openMemberDataKeyAsStaff, unlockPrivateKeyWithPassword } from '@healthdeck/sdk';
import { StaffPasswordForm, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { type MemberMessages, memberMessages } from './messages.js';
import { readFailure } from './use-read.js';

/** No copy of the member's data key the caller can open (said as M.noCopy). */
class NoCopy extends Error {}

/** The crypto layer's refusals, said for staff. */
function unlockFailure(error: unknown, M: MemberMessages): string {
  if (error instanceof InvalidCredentials) return M.wrongPassword;
  if (error instanceof NoCopy) return M.noCopy;
  return readFailure(error);
}

/**
 * Staff open a member's data key in this browser (docs/decisions/0076-organisation-recovery-keys.md):
 * their own private key, unlocked with their password, opens the organisation recovery key through
 * their grant, and that opens the member's copy of the data key (the server audits handing it out,
 * under the member). Nothing is sent back; the key lives in the caller's state only.
 */
export function RecoveryUnlockForm({ userId, onOpened }: { userId: string; onOpened: (dataKey: CryptoKey) => void }) {
  const sdk = useHealthDeck();
  const M = useMessages(memberMessages);
  return (
    <StaffPasswordForm
      labels={{ title: M.openWithRecovery, password: M.staffPassword, submit: M.openWithRecovery }}
      describe={(e) => unlockFailure(e, M)}
      open={async (password) => {
        // The password is checked first: a wrong one costs no audited read.
        const staffKey = await unlockPrivateKeyWithPassword(sdk, password);
        const dataKey = await openMemberDataKeyAsStaff(sdk, userId, staffKey);
        if (!dataKey) throw new NoCopy();
        onOpened(dataKey);
      }}
    />
  );
}
