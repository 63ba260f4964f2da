import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { HYDRATION, SLEEP, type AccountResponse } from '@healthdeck/contract/light';
import { Button, Input, toast, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { FormAlert } from '../components/form-alert.js';
import { errorMessage } from '../forms/error-message.js';
import { focusFirstError } from '../forms/focus-first-error.js';
import { formMessages } from '../forms/form-messages.js';
import { preferencesToSave, preferenceTexts, serverFieldErrors, type PreferenceErrors, type PreferenceField, type PreferenceTexts } from '../forms/preferences.js';
import { hasErrors } from '../forms/validate.js';
import { useAccount } from '../hooks/use-account.js';
import { ConnectedDevices } from '../components/connected-devices.js';
import { AccessLog } from '../components/access-log.js';
import { RecoveryPhraseCard } from '../components/recovery-phrase.js';
import { SignedInSessions } from '../components/signed-in-sessions.js';
import { SignInSecurity } from '../components/sign-in-security.js';
import { RecordExport } from '../components/record-export.js';
import { shellMessages } from '../shell/shell-messages.js';
import { profileMessages } from './profile-messages.js';
import { deleteAccountMessages } from './delete-account-messages.js';
import { savePreferences } from '@healthdeck/sdk';

/**
 * /client/profile (spec 001 §2, opened from the sleep goal button): the member's preferences —
 * sleep goal (hours) and daily water goal (ounces), empty meaning the defaults (§9: 8 hours, 96
 * ounces). The fields are prefilled from the account, whose cached copy the save updates, so the
 * trackers on /client/home show the new goals at once. Below, the recovery phrase (make one, or a
 * new one that replaces it), the sign-in security (an authenticator app, passkeys), the member's
 * connected devices (the Sleep Summary and Fitness widgets link here when none is connected), the
 * way to the member's agreements and consents, the download of their whole record (FHIR or PDF), the
 * browsers signed in, and the access log.
 */
export function ProfileScreen() {
  const t = useMessages(profileMessages);
  const account = useAccount();
  return (
    <div className="hd-page hd-profile">
      <h1>{t.title}</h1>
      {account.data ? (
        <ProfileForm account={account.data} />
      ) : account.isError ? (
        <div className="hd-card hd-profile__card">
          <p role="alert" className="hd-form-alert">
            {t.loadFailed}
          </p>
          <Button type="button" variant="outlined" loading={account.isFetching} disabled={account.isFetching} onClick={() => void account.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <p role="status" className="hd-profile__loading">
          {t.loading}
        </p>
      )}
      {account.data ? <RecoveryPhraseCard email={account.data.user.email} /> : null}
      <SignInSecurity />
      <ConnectedDevices />
      <ConsentsCard />
      <RecordExport />
      <SignedInSessions />
      <AccessLog />
      <DeleteAccountCard />
    </div>
  );
}

/** Leads to the member's agreements and consents (/client/consents). */
function ConsentsCard() {
  const t = useMessages(profileMessages);
  const titleId = useId();
  return (
    <section className="hd-card hd-profile__card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.consentsTitle}</h2>
      <p>{t.consentsIntro}</p>
      <Link to="/client/consents">{t.consentsLink}</Link>
    </section>
  );
}

/** Leads to the account's deletion (/client/delete-account), where what follows is said before anything happens. */
function DeleteAccountCard() {
  const t = useMessages(deleteAccountMessages);
  const titleId = useId();
  return (
    <section className="hd-card hd-profile__card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.cardTitle}</h2>
      <p>{t.cardIntro}</p>
      <Link to="/client/delete-account">{t.cardLink}</Link>
    </section>
  );
}

/** Mounted once the account is there: what the member types is never replaced by a later refetch. */
function ProfileForm({ account }: { account: AccountResponse }) {
  const sdk = useHealthDeck();
  const t = useMessages(profileMessages);
  const f = useMessages(formMessages);
  const { success } = useMessages(shellMessages);
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<PreferenceTexts>(() => preferenceTexts(account.profile, account.user.name));
  const [texts, setTexts] = useState<PreferenceTexts>(saved);
  const [errors, setErrors] = useState<PreferenceErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: PreferenceField) => (value: string) => {
    setTexts((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const sent = texts;
    const { body, errors: found } = preferencesToSave(sent, saved, f);
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) {
      focusFirstError(formRef.current, found);
      return;
    }
    setBusy(true);
    try {
      const result = await savePreferences(sdk, body);
      const now = preferenceTexts(result.preferences, body.name ?? saved.name);
      setSaved(now);
      // Show the saved values ('07' reads '7'), except in a field the member changed meanwhile.
      setTexts((current) => ({
        name: current.name === sent.name ? now.name : current.name,
        sleep_goal: current.sleep_goal === sent.sleep_goal ? now.sleep_goal : current.sleep_goal,
        water_intake: current.water_intake === sent.water_intake ? now.water_intake : current.water_intake,
      }));
      toast({ kind: 'success', title: success, message: t.saved });
    } catch (error) {
      // Nothing typed is lost: the fields keep their text; the server's messages go under them.
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (hasErrors(fields)) focusFirstError(formRef.current, fields);
      else setFormError(errorMessage(error, f.unexpected));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="hd-card hd-profile__card" aria-label={t.preferences}>
      <form ref={formRef} className="hd-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormAlert message={formError} />
        <Input
          label={t.name}
          name="name"
          autoComplete="name"
          required
          value={texts.name}
          error={errors.name}
          hint={account.user.name === null ? t.nameHint : undefined}
          onChange={(e) => edit('name')(e.currentTarget.value)}
        />
        <Input label={t.email} name="email" type="email" value={account.user.email} readOnly />
        <Input
          label={t.sleepGoal}
          name="sleep_goal"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={texts.sleep_goal}
          error={errors.sleep_goal}
          hint={t.sleepGoalHint(SLEEP.defaultGoalHours)}
          onChange={(e) => edit('sleep_goal')(e.currentTarget.value)}
        />
        <Input
          label={t.waterGoal}
          name="water_intake"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={texts.water_intake}
          error={errors.water_intake}
          hint={t.waterGoalHint(HYDRATION.defaultGoal)}
          onChange={(e) => edit('water_intake')(e.currentTarget.value)}
        />
        <Button type="submit" loading={busy} disabled={busy}>
          {t.save}
        </Button>
      </form>
    </section>
  );
}
