import { unlockPrivateKeyWithPassword } from '@healthdeck/sdk';
import { StaffPasswordForm, useHealthDeck } from '@healthdeck/widgets';

/** The staff member's own private key, unlocked with their password. */
export type StaffKey = Awaited<ReturnType<typeof unlockPrivateKeyWithPassword>>;

export interface UnlockLabels {
  unlockTitle: string;
  unlockIntro: string;
  password: string;
  unlock: string;
}

/**
 * Unlocks the signed-in staff member's private key with their password, in this browser: what opens
 * an organisation recovery key through their grant. The key is handed to the caller's state only.
 */
export function UnlockForm({ labels, describe, onUnlocked }: { labels: UnlockLabels; describe: (error: unknown) => string; onUnlocked: (key: StaffKey) => void }) {
  const sdk = useHealthDeck();
  return (
    <StaffPasswordForm
      labels={{ title: labels.unlockTitle, intro: labels.unlockIntro, password: labels.password, submit: labels.unlock }}
      describe={describe}
      open={async (password) => onUnlocked(await unlockPrivateKeyWithPassword(sdk, password))}
    />
  );
}
