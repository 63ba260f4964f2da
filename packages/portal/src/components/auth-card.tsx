import type { ReactNode } from 'react';
import { useMessages } from '@healthdeck/widgets';
import { useSession } from '../hooks/use-session.js';
import { accountFormMessages } from './account-form-messages.js';
import { SignedOutLanguage } from './signed-out-language.js';

/**
 * The frame of every signed-out screen: brand and language choice, one heading, the form, links
 * below. Signed in (an error or not-found page), the language is the member's preference, changed
 * from the header's picker, so the choice is not offered here.
 */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const t = useMessages(accountFormMessages);
  const signedIn = useSession() !== null;
  return (
    <main className="hd-auth">
      <section className="hd-auth__card" aria-labelledby="auth-title">
        <div className="hd-auth__top">
          <p className="hd-brand" aria-hidden="true">
            {t.brand}
          </p>
          {signedIn ? null : <SignedOutLanguage />}
        </div>
        <h1 id="auth-title">{title}</h1>
        {children}
        {footer ? (
          <nav className="hd-auth__links" aria-label={t.accountLinks}>
            {footer}
          </nav>
        ) : null}
      </section>
    </main>
  );
}
