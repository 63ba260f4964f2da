import type { ReactNode } from 'react';

/** The frame of every signed-out screen: brand, one heading, the form, links below. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="hd-auth">
      <section className="hd-auth__card" aria-labelledby="auth-title">
        <p className="hd-brand" aria-hidden="true">
          HealthDeck
        </p>
        <h1 id="auth-title">{title}</h1>
        {children}
        {footer ? (
          <nav className="hd-auth__links" aria-label="Account links">
            {footer}
          </nav>
        ) : null}
      </section>
    </main>
  );
}
