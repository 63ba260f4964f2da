import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';

export type AuditEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.locked'
  | 'account.registered'
  | 'keys.set'
  | 'key_wrap.saved'
  | 'password.reset_requested'
  | 'password.reset'
  | 'email.verified'
  | 'refresh.reused'
  | 'session.signed_out'
  | 'session.others_signed_out'
  // the second factor (TOTP with recovery codes, passkeys)
  | 'login.password_ok'
  | 'login.second_factor_failed'
  | 'totp.enrolled'
  | 'totp.disabled'
  | 'passkey.registered'
  | 'passkey.removed'
  | 'login.passkey'
  // SAML single sign-on (the reason a response was refused; never the response itself)
  | 'login.saml.succeeded'
  | 'login.saml.failed'
  | 'saml_config.saved'
  // spec 000 §3.4 Log action CREATE / UPDATE / DELETE of the generic administration and media
  | 'class.created'
  | 'class.updated'
  | 'class.deleted'
  | 'translations.saved'
  | 'media.uploaded'
  // a page layout published from its draft, or rolled back to an earlier version (decision 0096)
  | 'page_layout.published'
  | 'page_layout.restored'
  | 'media.deleted'
  // spec 000 §3.4 Log action, for the admin reward writes of spec 000 §7.4 (secrets: ids only, never the code)
  | 'reward.created'
  | 'reward.updated'
  | 'reward.deleted'
  | 'reward_secret.created'
  | 'reward_secret.updated'
  | 'reward_secret.deleted'
  // partner authentication (ids and the key's first characters, never the key)
  | 'partner_key.created'
  | 'partner_key.revoked'
  | 'partner_token.issued'
  // organisation recovery keys (ids and fingerprints; the server never holds what opens them)
  | 'recovery_key.created'
  | 'recovery_key.granted'
  | 'recovery_key.revoked'
  | 'recovery_key.rotated'
  | 'recovery_key.rotation_completed'
  | 'recovery_key.escrow_rewrapped'
  | 'escrow_key.retired'
  // the member's consent record (agreement, version and programmes left; docs/decisions/0097-consent-record-and-withdrawal.md)
  | 'consent.withdrawn'
  // organisation-assisted key recovery (ids only; the server never sees the key it moves)
  | 'key_recovery.requested'
  | 'key_recovery.approved'
  | 'key_recovery.interim_resealed'
  | 'key_recovery.refused'
  // account deletion (kept, pseudonymised, when the account is deleted: docs/decisions/0104-account-deletion.md)
  | 'account.deletion_requested'
  | 'account.deletion_cancelled'
  | 'account.deleted';

/** Security events, kept in the audit log (admin writes, sign-ins, impersonation). */
export async function audit(db: Kysely<Database>, event: AuditEvent, entry: AuditEntry): Promise<void> {
  await auditInsert(db, event, entry).execute();
}

export interface AuditEntry {
  userId?: string | null;
  actorId?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/** The audit row's insert, for a caller that runs it with other writes in one statement (sign-in's success). */
export function auditInsert(db: Kysely<Database>, event: AuditEvent, entry: AuditEntry) {
  return db.insertInto('audit_log').values({
    event,
    user_id: entry.userId ?? null,
    actor_id: entry.actorId ?? entry.userId ?? null,
    ip: entry.ip ?? null,
    detail: JSON.stringify(entry.detail ?? {}),
  });
}
