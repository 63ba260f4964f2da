import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrollmentInfoResponse, LegalAgreementsResponse } from '@healthdeck/contract';
import { startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { seedDemoContentLibrary } from '../src/seed/demo-content-library.js';
import { seedDemoOnboarding } from '../src/seed/demo-onboarding.js';

// The demo member has finished onboarding (required agreements accepted); a new member has not.
let server: TestServer;
let demo: TestMember;
let fresh: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  demo = await signedInMember(server, 'member@healthdeck.test');
  fresh = await signedInMember(server, uniqueEmail('fresh'));
  await seedDemoContentLibrary(server.db);
});
afterAll(() => server.close());

describe('demo onboarding seed', () => {
  it('completes the demo member with the required agreements accepted, once, and leaves new members to onboard', async () => {
    await seedDemoOnboarding(server.db);
    await seedDemoOnboarding(server.db);
    const state = async (m: TestMember) => (await server.call<EnrollmentInfoResponse>('enrollmentInfo', { token: m.accessToken })).body.enrollment.onboarding;
    expect((await state(demo)).completed_at).not.toBeNull();
    expect((await state(demo)).pending_required_agreements).toBe(false);
    const agreements = (await server.call<LegalAgreementsResponse>('legalAgreements', { token: demo.accessToken })).body.legal_agreements;
    expect(agreements.map((a) => [a.title, a.consent?.accepted ?? null])).toEqual([
      ['Research participation', null],
      ['Terms of Use', true],
    ]);
    const consents = await server.db.selectFrom('class_records').select('id').where('classkey', '=', 'legal_consents').execute();
    expect(consents).toHaveLength(1);

    expect((await state(fresh)).completed_at).toBeNull();
    expect((await state(fresh)).pending_required_agreements).toBe(true);
  });
});
