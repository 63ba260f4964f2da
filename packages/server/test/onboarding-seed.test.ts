import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CurrentAllergiesResponse,
  LegalAgreementsResponse,
  RandomHealthTipResponse,
  SchedulingLinkResponse,
  UserHealthActionsResponse,
  WellbeingTopicsResponse,
} from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { keyedMember, type TestMember } from './helpers/accounts.js';
import { openWithTestKey } from './helpers/key-material.js';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { seedDemoContentLibrary } from '../src/seed/demo-content-library.js';

let server: TestServer;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  member = await keyedMember(server, 'member@healthdeck.test');
  const program = await createClassStore(server.db).insert('programs', { name: 'Healthy Heart', code: 'heart' });
  await server.db.insertInto('links').values({ kind: 'program_user', a_id: program.id, b_id: member.id }).execute();
});
afterAll(async () => {
  await server.close();
});

describe('demo content library seed', () => {
  it('gives the demo member real content, and a second run adds nothing', async () => {
    await seedDemoContentLibrary(server.db);
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('class_records')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const records = await count();
    await seedDemoContentLibrary(server.db);
    expect(await count()).toBe(records);

    const token = member.accessToken;
    const agreements = (await server.call<LegalAgreementsResponse>('legalAgreements', { token })).body.legal_agreements;
    expect(agreements.map((a) => [a.title, a.required])).toEqual([
      ['Research participation', false],
      ['Terms of Use', true],
    ]);
    expect((await server.call<RandomHealthTipResponse>('randomHealthTip', { token })).body.health_tip).not.toBeNull();
    expect((await server.call<WellbeingTopicsResponse>('wellbeingTopics', { token })).body.topics.map((t) => t.slug)).toEqual(['anxiety', 'stress', 'sleep-and-rest']);
    expect((await server.call<UserHealthActionsResponse>('userHealthActions', { token })).body.health_actions).toHaveLength(4);
    // Sealed to the member's public key: the seed's allergy is readable with their private key only.
    const allergies = (await server.call<CurrentAllergiesResponse>('currentAllergies', { token })).body.allergies;
    expect(allergies).toHaveLength(1);
    expect(await openWithTestKey(allergies[0]!.encrypted_data)).toEqual({ allergy_id: expect.any(String), name: 'Peanuts', category: 'food', severity: 'moderate', reaction: 'Hives' });
    expect((await server.call<SchedulingLinkResponse>('schedulingLink', { token })).body.scheduling_link?.url).toMatch(/^https:\/\//);
  });
});
