import { useEffect, useRef, useState } from 'react';
import type { AccountResponse } from '@healthdeck/contract/light';
import { Link, useLocation, useNavigate } from 'react-router';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { InvalidCredentials, SecondFactorRequired, signInWithSamlTicket } from '@healthdeck/sdk';
import { AuthCard } from '../components/auth-card.js';
import { FormAlert, FormStatus } from '../components/form-alert.js';
import { SecondFactorStep } from '../components/second-factor-step.js';
import { errorMessage } from '../forms/error-message.js';
import { formMessages } from '../forms/form-messages.js';
import { landingPath } from '../guards/landing-path.js';
import { keepSignedOutLanguage } from '../components/signed-out-language.js';
import { signInMessages } from './sign-in-messages.js';

type Stage = { kind: 'signing-in' } | { kind: 'code'; step: SecondFactorRequired } | { kind: 'failed'; message: string };

/**
 * /sign-in/organisation: where an organisation's single sign-on ends. The server checked the identity
 * provider's answer and sent the browser here with a one-time ticket in the fragment; the ticket
 * becomes the session (a code first for an account with a second factor). The session starts
 * locked: sealed records ask for the password once (docs/decisions/0095-saml-single-sign-on.md).
 */
export function SignInOrganisationScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(signInMessages);
  const f = useMessages(formMessages);
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: 'signing-in' });
  const location = useLocation();
  // The ticket is read once on arrival (it is single-use); the exchange then takes it out of the address.
  const ticket = useRef(new URLSearchParams(location.hash.slice(1)).get('ticket'));

  // Development's StrictMode runs effects twice: the ticket is spent by one exchange, which both runs await.
  const exchange = useRef<Promise<AccountResponse> | null>(null);
  const landed = (account: AccountResponse) => {
    // As on the sign-in page: the language shown becomes the preference of a member with none.
    void keepSignedOutLanguage(sdk, account);
    navigate(landingPath(account), { replace: true });
  };

  useEffect(() => {
    const given = ticket.current;
    if (!given) {
      setStage({ kind: 'failed', message: t.organisationTicketFailed });
      return;
    }
    if (!exchange.current) {
      exchange.current = signInWithSamlTicket(sdk, given);
      navigate({ pathname: location.pathname, hash: '' }, { replace: true });
    }
    let current = true;
    exchange.current.then(
      (account) => {
        if (!current) return;
        void keepSignedOutLanguage(sdk, account);
        navigate(landingPath(account), { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof SecondFactorRequired) setStage({ kind: 'code', step: error });
        else setStage({ kind: 'failed', message: error instanceof InvalidCredentials ? t.organisationTicketFailed : errorMessage(error, f.unexpected) });
      },
    );
    return () => {
      current = false;
    };
  }, [sdk, navigate, location.pathname, t.organisationTicketFailed, f.unexpected]);

  return (
    <AuthCard
      title={t.organisationTitle}
      footer={
        stage.kind === 'signing-in' ? undefined : (
          <Link to="/sign-in" replace>
            {t.backToSignIn}
          </Link>
        )
      }
    >
      {stage.kind === 'signing-in' ? (
        <div aria-busy="true">
          <FormStatus message={t.organisationSigningIn} />
        </div>
      ) : null}
      {stage.kind === 'code' ? <SecondFactorStep step={stage.step} onSignedIn={landed} onStartOver={() => navigate('/sign-in', { replace: true })} /> : null}
      {stage.kind === 'failed' ? <FormAlert message={stage.message} /> : null}
    </AuthCard>
  );
}
