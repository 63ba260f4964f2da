import type { Kysely } from 'kysely';
import { LegalConsentClass } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import { createClassStore } from '../admin-classes/class-store.js';
import { legalAgreementsOf } from '../domain/consents/legal-agreements.js';

/** The demo accounts stand for people who have used the product for a while. */
const ONBOARDED = ['member@healthdeck.test', 'admin@healthdeck.test'];

/**
 * The demo member and admin have finished onboarding (spec 000 §7.6 complete-onboarding): the
 * required agreements accepted, then the completion recorded; a freshly registered member goes
 * through onboarding at first sign-in. Idempotent: an account that has a completion already (or an
 * answer to an agreement) is left as it is. Runs after the content library (the agreements).
 */
export async function seedDemoOnboarding(db: Kysely<Database>, emails: readonly string[] = ONBOARDED): Promise<void> {
  const store = createClassStore(db);
  for (const email of emails) {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!user) continue;
    const done = await db.selectFrom('user_onboarding').select('user_id').where('user_id', '=', user.id).executeTakeFirst();
    if (done) continue;
    const { legal_agreements } = await legalAgreementsOf(db, user.id);
    const answeredAt = new Date().toISOString();
    for (const agreement of legal_agreements) {
      if (!agreement.required || agreement.consent) continue;
      await store.insert(
        'legal_consents',
        LegalConsentClass.parse({ user_id: user.id, legal_agreement_id: agreement.id, version: agreement.version, accepted: true, answered_at: answeredAt }),
      );
    }
    await db
      .insertInto('user_onboarding')
      .values({ user_id: user.id, completed_at: new Date() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
}
