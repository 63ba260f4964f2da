import { X509Certificate } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { SamlConfig, SamlConfigSaveRequest, SamlServiceProvider } from '@healthdeck/contract';
import type { Database, SamlConfigsTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { ApiHttpError, badRequest, notFound } from '../../http/api-error.js';

// An organisation's SAML identity provider, as its administrator configures it
// (docs/decisions/0095-saml-single-sign-on.md), and the service-provider values they copy into it.

type Db = Kysely<Database>;
export type StoredSamlConfig = Selectable<SamlConfigsTable>;

/** The protocol's endpoints (browser navigations and XML, not API calls), one set per organisation. */
export const SAML_PATHS = {
  login: '/sso/saml/:id/login',
  acs: '/sso/saml/:id/acs',
  metadata: '/sso/saml/:id/metadata',
} as const;

/** Our service provider for one organisation: its entity id is its metadata URL (the usual choice, and unique per organisation). */
export function serviceProviderOf(publicUrl: string, organizationId: string): SamlServiceProvider {
  const at = (path: string) => `${publicUrl}${path.replace(':id', organizationId)}`;
  return { entity_id: at(SAML_PATHS.metadata), acs_url: at(SAML_PATHS.acs), metadata_url: at(SAML_PATHS.metadata), login_url: at(SAML_PATHS.login) };
}

async function organizationExists(db: Db, id: string): Promise<boolean> {
  const found = await db.selectFrom('class_records').select('id').where('classkey', '=', 'organizations').where('id', '=', id).executeTakeFirst();
  return found !== undefined;
}

export async function readSamlConfig(db: Db, organizationId: string): Promise<StoredSamlConfig | undefined> {
  return db.selectFrom('saml_configs').selectAll().where('organization_id', '=', organizationId).executeTakeFirst();
}

function shown(publicUrl: string, organizationId: string, row: StoredSamlConfig | undefined): SamlConfig {
  return {
    organization_id: organizationId,
    saved: row !== undefined,
    enabled: row?.enabled ?? false,
    idp_entity_id: row?.idp_entity_id ?? '',
    idp_sso_url: row?.idp_sso_url ?? '',
    idp_certificate: row?.idp_certificate ?? '',
    email_domains: row?.email_domains ?? [],
    create_accounts: row?.create_accounts ?? false,
    updated_at: row ? row.updated_at.toISOString() : null,
    service_provider: serviceProviderOf(publicUrl, organizationId),
  };
}

export async function samlConfigOf(db: Db, publicUrl: string, organizationId: string): Promise<SamlConfig> {
  if (!(await organizationExists(db, organizationId))) throw notFound('Organization not found');
  return shown(publicUrl, organizationId, await readSamlConfig(db, organizationId));
}

/** The certificate as PEM, or null when the text is no X.509 certificate (PEM, or its base64 body as IdP metadata carries it). */
export function certificatePem(text: string): string | null {
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) return null;
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

const CERTIFICATE_INVALID = 'This is not an X.509 certificate (paste the PEM, -----BEGIN CERTIFICATE----- …)';

export async function saveSamlConfig(db: Db, publicUrl: string, organizationId: string, input: SamlConfigSaveRequest, now: Date): Promise<SamlConfig> {
  if (!(await organizationExists(db, organizationId))) throw notFound('Organization not found');
  const pem = certificatePem(input.idp_certificate);
  if (!pem) throw badRequest(CERTIFICATE_INVALID, { idp_certificate: CERTIFICATE_INVALID });
  const domains = [...new Set(input.email_domains)];
  // A domain signs in through one organisation's identity provider only: the sign-in page finds it by the domain.
  const taken = (
    await sql<{
      domain: string;
    }>`select d as domain from saml_configs, unnest(email_domains) as d where organization_id <> ${organizationId} and d = any(${domains}::text[]) limit 1`.execute(db)
  ).rows[0];
  if (taken) {
    const message = `${taken.domain} already signs in through another organisation`;
    throw new ApiHttpError(409, 'CONFLICT', message, { email_domains: message });
  }
  const values = {
    enabled: input.enabled,
    idp_entity_id: input.idp_entity_id,
    idp_sso_url: input.idp_sso_url,
    idp_certificate: pem,
    email_domains: domains,
    create_accounts: input.create_accounts,
    updated_at: now,
  };
  const row = await db
    .insertInto('saml_configs')
    .values({ organization_id: organizationId, ...values })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return shown(publicUrl, organizationId, row);
}

/** The enabled configuration whose domains include the email's, with the organisation's name. */
export async function samlConfigForEmail(db: Db, email: string): Promise<{ config: StoredSamlConfig; name: string } | null> {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) return null;
  const row = await db
    .selectFrom('saml_configs as s')
    .innerJoin('class_records as c', 'c.id', 's.organization_id')
    .selectAll('s')
    .select(sql<string>`coalesce(c.data->>'name', '')`.as('name'))
    .where('s.enabled', '=', true)
    .where(sql<boolean>`s.email_domains @> array[${domain}]::text[]`)
    .executeTakeFirst();
  if (!row) return null;
  const { name, ...config } = row;
  return { config, name };
}
