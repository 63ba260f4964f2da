import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { idleLockMinutes, impersonationKeyGap, InvalidCredentials, unlockImpersonation } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { StaffPasswordForm } from '../../primitives/staff-password-form/staff-password-form';
import { useHealthDeck } from '../../provider/health-deck-context';
import { LockIcon } from '../../primitives/lock-icon';
import { lockedStateMessages } from './locked-state-messages';

/**
 * The locked state while staff act as a member (docs/decisions/0106-impersonation-unlock.md): the
 * staff member's own password, never the member's, opens the member's data key through the
 * organisation recovery key, once for every sealed screen. Once it is open, a record still locked
 * was sealed by a lab or device to the member's own key, which staff never hold: it says so. With no
 * copy to open, it says why and what to do.
 */
export function ImpersonationUnlock() {
  const client = useHealthDeck();
  const acting = useStore(client.$session)?.impersonation;
  const dataKey = useStore(client.$dataKey);
  const t = useMessages(lockedStateMessages).impersonation;
  const titleId = useId();
  const state = impersonationKeyGap(client);
  if (!acting || !state) return null;
  const name = acting.user.name ?? acting.user.email;

  if (dataKey || state.gap) {
    return (
      <section className="hd-unlock" part="locked" aria-labelledby={titleId}>
        <h3 id={titleId} className="hd-unlock__title">
          <LockIcon />
          {dataKey ? t.title(name) : t.closedTitle}
        </h3>
        <p className="hd-unlock__text">{dataKey ? t.memberKeyOnly(name) : t.gap[state.gap!](name)}</p>
      </section>
    );
  }

  return (
    <section className="hd-unlock" part="locked" aria-labelledby={titleId}>
      <h3 id={titleId} className="hd-unlock__title">
        <LockIcon />
        {t.title(name)}
      </h3>
      <p className="hd-unlock__text">{t.text(name)}</p>
      <p className="hd-unlock__note">{t.session(idleLockMinutes(client))}</p>
      <StaffPasswordForm
        className="hd-unlock__row"
        labels={{ title: t.title(name), password: t.password, submit: t.unlock }}
        open={(password) => unlockImpersonation(client, password)}
        describe={(failure) => (failure instanceof InvalidCredentials || !(failure instanceof Error) || !failure.message ? t.wrongPassword : failure.message)}
      />
    </section>
  );
}
