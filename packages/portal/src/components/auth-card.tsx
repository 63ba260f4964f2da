import type { ReactNode } from 'react';
import { useMessages } from '@healthdeck/widgets';
import { accountFormMessages } from './account-form-messages.js';

/** The frame of every signed-out screen: brand, one heading, the form, links below. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const t = useMessages(accountFormMessages);
  return (
    <main className="hd-auth">
      <section className="hd-auth__card" aria-labelledby="auth-title">
        <p className="hd-brand" aria-hidden="true">
          {t.brand}
        </p>
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
