import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { SamlConfig } from '@healthdeck/contract/light';
import { samlConfigQuery, samlConfigSaveMutation } from '@healthdeck/sdk';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { readFailure } from '../member/use-read.js';
import { LoadState } from '../shared/load-state.js';
import { Outcome } from '../shared/outcome.js';
import { type SamlMessages, samlMessages } from './messages.js';

type Field = 'idp_entity_id' | 'idp_sso_url' | 'idp_certificate' | 'email_domains';
type Draft = { enabled: boolean; idp_entity_id: string; idp_sso_url: string; idp_certificate: string; email_domains: string; create_accounts: boolean };

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const domainsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);

const draftOf = (config: SamlConfig): Draft => ({
  enabled: config.enabled,
  idp_entity_id: config.idp_entity_id,
  idp_sso_url: config.idp_sso_url,
  idp_certificate: config.idp_certificate,
  email_domains: config.email_domains.join(', '),
  create_accounts: config.create_accounts,
});

function problems(draft: Draft, t: SamlMessages): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!draft.idp_entity_id.trim()) found.idp_entity_id = t.required;
  if (!draft.idp_sso_url.trim()) found.idp_sso_url = t.required;
  else if (!/^https?:\/\/\S+$/i.test(draft.idp_sso_url.trim()) || !URL.canParse(draft.idp_sso_url.trim())) found.idp_sso_url = t.badUrl;
  if (!draft.idp_certificate.trim()) found.idp_certificate = t.required;
  const domains = domainsOf(draft.email_domains);
  const bad = domains.find((d) => !DOMAIN.test(d));
  if (domains.length === 0) found.email_domains = t.required;
  else if (bad) found.email_domains = t.badDomain(bad);
  return found;
}

/**
 * An organisation's SAML single sign-on, on its edit screen (docs/decisions/0095-saml-single-sign-on.md):
 * the values its identity provider needs from us (to copy, or as metadata), and its identity
 * provider's entity id, sign-on URL, signing certificate and email domains.
 */
export function SamlPanel({ organizationId }: { organizationId: string }) {
  const titleId = useId();
  const t = useMessages(samlMessages);
  const sdk = useHealthDeck();
  const config = useQuery({ ...samlConfigQuery(sdk, organizationId), retry: false });

  return (
    <section className="hd-saml" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <p className="hd-form-note">{t.intro}</p>
      {config.isPending || config.isError ? (
        <LoadState error={config.error} loading={t.loading} onRetry={() => void config.refetch()} />
      ) : (
        <>
          <ServiceProvider config={config.data} t={t} />
          <SettingsForm organizationId={organizationId} config={config.data} t={t} />
        </>
      )}
    </section>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="hd-field">
      <div className="hd-field__label-row">
        <label className="hd-field__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <input id={id} className="hd-field__input" readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
    </div>
  );
}

function ServiceProvider({ config, t }: { config: SamlConfig; t: SamlMessages }) {
  const sp = config.service_provider;
  return (
    <div className="hd-saml__sp">
      <h3>{t.serviceProvider}</h3>
      <p className="hd-form-note">{t.serviceProviderIntro}</p>
      <CopyField label={t.entityId} value={sp.entity_id} />
      <CopyField label={t.acsUrl} value={sp.acs_url} />
      <CopyField label={t.metadataUrl} value={sp.metadata_url} />
      <a className="hd-button hd-button--outlined hd-button--blue hd-link-button" href={sp.metadata_url} download="healthdeck-saml-metadata.xml">
        <span className="hd-button__label">{t.downloadMetadata}</span>
      </a>
    </div>
  );
}

function SettingsForm({ organizationId, config, t }: { organizationId: string; config: SamlConfig; t: SamlMessages }) {
  const sdk = useHealthDeck();
  const certificateId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(config));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const save = useMutation(samlConfigSaveMutation(sdk, organizationId));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const found = problems(draft, t);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    save.mutate(
      { ...draft, idp_entity_id: draft.idp_entity_id.trim(), idp_sso_url: draft.idp_sso_url.trim(), email_domains: domainsOf(draft.email_domains) },
      {
        // What the server stored (the certificate as PEM, the domains as a list) becomes the form.
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          setNotice(t.saved);
        },
      },
    );
  }

  const certificateError = errors.idp_certificate;
  return (
    <form className="hd-panel hd-saml__idp" noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
      <h3>{t.identityProvider}</h3>
      <Outcome error={save.isError ? readFailure(save.error) : null} notice={notice} />
      <p className="hd-form-note">{t.zeroKnowledge}</p>
      <label className="hd-checkbox-label">
        <input type="checkbox" className="hd-checkbox" name="enabled" checked={draft.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} /> {t.enabled}
      </label>
      <Input
        label={t.idpEntityId}
        name="idp_entity_id"
        required
        autoComplete="off"
        value={draft.idp_entity_id}
        error={errors.idp_entity_id}
        onChange={(e) => set('idp_entity_id', e.currentTarget.value)}
      />
      <Input
        label={t.idpSsoUrl}
        name="idp_sso_url"
        type="url"
        required
        autoComplete="off"
        value={draft.idp_sso_url}
        error={errors.idp_sso_url}
        onChange={(e) => set('idp_sso_url', e.currentTarget.value)}
      />
      <div className={`hd-field${certificateError ? ' hd-field--invalid' : ''}`}>
        <div className="hd-field__label-row">
          <label className="hd-field__label" htmlFor={certificateId}>
            {t.idpCertificate}
          </label>
          <span className="hd-field__asterisk" aria-hidden="true">
            *
          </span>
        </div>
        <textarea
          id={certificateId}
          name="idp_certificate"
          className="hd-field__input hd-saml__certificate"
          rows={6}
          spellCheck={false}
          aria-required="true"
          aria-invalid={certificateError ? true : undefined}
          aria-describedby={`${certificateId}-note`}
          value={draft.idp_certificate}
          onChange={(e) => set('idp_certificate', e.currentTarget.value)}
        />
        <p id={`${certificateId}-note`} className={certificateError ? 'hd-field__error' : 'hd-field__hint'}>
          {certificateError ?? t.idpCertificateHint}
        </p>
      </div>
      <Input
        label={t.emailDomains}
        name="email_domains"
        required
        autoComplete="off"
        hint={t.emailDomainsHint}
        value={draft.email_domains}
        error={errors.email_domains}
        onChange={(e) => set('email_domains', e.currentTarget.value)}
      />
      <label className="hd-checkbox-label">
        <input type="checkbox" className="hd-checkbox" name="create_accounts" checked={draft.create_accounts} onChange={(e) => set('create_accounts', e.currentTarget.checked)} />{' '}
        {t.createAccounts}
      </label>
      <p className="hd-form-note">{t.createAccountsHint}</p>
      <Button type="submit" loading={save.isPending} disabled={save.isPending}>
        {t.save}
      </Button>
    </form>
  );
}
