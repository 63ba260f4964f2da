import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionClass, PageClass, type ActionCompletionResponse, type ApiError, type MemberProgramsResponse, type UserProgramActionClass } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';

let server: TestServer;
const ids = { heart: '', sleep: '', group: '' };

beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-06-01T09:00:00Z'));
  const store = createClassStore(server.db);
  ids.heart = (await store.insert('programs', { name: 'Healthy Heart', code: 'heart' })).id;
  ids.sleep = (await store.insert('programs', { name: 'Better Sleep', code: 'sleep' })).id;
  ids.group = (await store.insert('action_groups', { code: 'start', name: 'Getting started', program_id: ids.heart })).id;
  await store.insert('action', ActionClass.parse({ code: 'read_intro', name: 'Read the introduction', program_id: ids.heart, group: ids.group }));
  await store.insert('action', ActionClass.parse({ code: 'log_sleep', name: 'Log your sleep', program_id: ids.sleep }));
  // The same code in two programmes: program_id tells them apart.
  await store.insert('action', ActionClass.parse({ code: 'survey', name: 'Heart survey', program_id: ids.heart }));
  await store.insert('action', ActionClass.parse({ code: 'survey', name: 'Sleep survey', program_id: ids.sleep }));
  await store.insert(
    'action',
    ActionClass.parse({ code: 'call_nurse', name: 'Call the nurse line', program_id: ids.heart, completion_type: 'triggered_process', cta_triggered_process_code: 'nurse_callback' }),
  );
});
afterAll(async () => {
  await server.close();
});

async function enrolled(...programs: string[]): Promise<TestMember> {
  const m = await signedInMember(server);
  for (const p of programs) await server.db.insertInto('links').values({ kind: 'program_user', a_id: p, b_id: m.id }).execute();
  return m;
}
const completions = async (userId: string) =>
  (await createClassStore(server.db).list<UserProgramActionClass>('userprogramaction', { filters: { user_id: userId } })).items.map((r) => r.data);

describe('actions complete / uncomplete (spec 000 §3.3, §4, §7.6)', () => {
  it('completes an action of the member’s programme by code, then uncompletes it', async () => {
    const m = await enrolled(ids.heart);
    const done = await server.call<ActionCompletionResponse>('actionComplete', { token: m.accessToken, body: { code: 'read_intro', group: ids.group } });
    expect(done.status).toBe(200);
    expect(done.body.action).toEqual({ code: 'read_intro', program_id: ids.heart, group: ids.group, user_id: m.id, completed_at: '2026-06-01T09:00:00.000Z' });
    // Completing twice keeps one record.
    await server.call('actionComplete', { token: m.accessToken, body: { code: 'read_intro' } });
    expect(await completions(m.id)).toEqual([{ user_id: m.id, program_id: ids.heart, action_code: 'read_intro', group: ids.group, completed_at: '2026-06-01T09:00:00.000Z' }]);
    const undone = await server.call<ActionCompletionResponse>('actionUncomplete', { token: m.accessToken, body: { code: 'read_intro', program_id: ids.heart } });
    expect(undone.status).toBe(200);
    expect(undone.body.action.completed_at).toBeNull();
    expect((await completions(m.id))[0]!.completed_at).toBeNull();
  });

  it('records the triggered process a triggered-process action starts (spec 001 §4), from the action, and withdraws it on uncomplete', async () => {
    const m = await enrolled(ids.heart);
    const done = await server.call<ActionCompletionResponse>('actionComplete', { token: m.accessToken, body: { code: 'call_nurse' } });
    expect(done.status).toBe(200);
    expect(await completions(m.id)).toEqual([
      { user_id: m.id, program_id: ids.heart, action_code: 'call_nurse', group: null, completed_at: '2026-06-01T09:00:00.000Z', triggered_process_code: 'nurse_callback' },
    ]);
    // A manual confirmation records none.
    await server.call('actionComplete', { token: m.accessToken, body: { code: 'survey', program_id: ids.heart } });
    expect((await completions(m.id)).find((c) => c.action_code === 'survey')).not.toHaveProperty('triggered_process_code');
    await server.call('actionUncomplete', { token: m.accessToken, body: { code: 'call_nurse' } });
    expect((await completions(m.id)).find((c) => c.action_code === 'call_nurse')).toEqual({
      user_id: m.id,
      program_id: ids.heart,
      action_code: 'call_nurse',
      group: null,
      completed_at: null,
    });
  });

  it('needs program_id when two of the member’s programmes share the code', async () => {
    const m = await enrolled(ids.heart, ids.sleep);
    const ambiguous = await server.call<ApiError>('actionComplete', { token: m.accessToken, body: { code: 'survey' } });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.message).toBe('Several programmes have an action with this code; send program_id');
    const ok = await server.call<ActionCompletionResponse>('actionComplete', { token: m.accessToken, body: { code: 'survey', program_id: ids.sleep } });
    expect(ok.body.action.program_id).toBe(ids.sleep);
  });

  it('answers 404 for an action of a programme the member is not in, and 400 for bad input', async () => {
    const m = await enrolled(ids.heart);
    expect((await server.call<ApiError>('actionComplete', { token: m.accessToken, body: { code: 'log_sleep' } })).status).toBe(404);
    expect((await server.call<ApiError>('actionComplete', { token: m.accessToken, body: { code: 'nope' } })).status).toBe(404);
    const bad = await server.call<ApiError>('actionComplete', { token: m.accessToken, body: { code: '', program_id: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(expect.arrayContaining(['code', 'program_id']));
  });

  it('completing for another user needs actions.write: a member gets 403, an admin completes it', async () => {
    const target = await enrolled(ids.heart);
    const other = await enrolled(ids.heart);
    const refused = await server.call<ApiError>('actionComplete', { token: other.accessToken, body: { code: 'read_intro', user_id_to_complete: target.id } });
    expect(refused.status).toBe(403);
    expect(await completions(target.id)).toEqual([]);

    const admin = await signedInAdmin(server);
    const done = await server.call<ActionCompletionResponse>('actionComplete', { token: admin.accessToken, body: { code: 'read_intro', user_id_to_complete: target.id } });
    expect(done.status).toBe(200);
    expect(done.body.action.user_id).toBe(target.id);
    expect(await completions(target.id)).toHaveLength(1);
    expect(await completions(admin.id)).toEqual([]);
    const unknownUser = await server.call<ApiError>('actionComplete', {
      token: admin.accessToken,
      body: { code: 'read_intro', user_id_to_complete: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownUser.status).toBe(404);
  });
});

describe('the member’s programmes (spec 001 §3 Program, Action item; §4 call-to-action types)', () => {
  it('lists only their programmes, an action group as one item with its actions, and their own completions', async () => {
    const m = await enrolled(ids.heart);
    const other = await enrolled(ids.heart);
    await server.call('actionComplete', { token: m.accessToken, body: { code: 'read_intro' } });
    const mine = await server.call<MemberProgramsResponse>('memberPrograms', { token: m.accessToken });
    expect(mine.status).toBe(200);
    expect(mine.body.programs.map((p) => p.name)).toEqual(['Healthy Heart']);
    const [heart] = mine.body.programs;
    expect(heart!.visible_progress).toBe(true);
    const group = heart!.actions.find((a) => a.code === 'start')!;
    expect(group).toMatchObject({ name: 'Getting started', completed: true, cta_type: 'none' });
    expect(group.grouped!.map((a) => [a.code, a.completed, a.cta_type])).toEqual([['read_intro', true, 'manual_confirmation']]);
    expect(heart!.actions.find((a) => a.code === 'survey')).toMatchObject({ name: 'Heart survey', completed: false });
    // Another member of the same programme sees none of m's completions.
    const theirs = await server.call<MemberProgramsResponse>('memberPrograms', { token: other.accessToken });
    expect(theirs.body.programs[0]!.actions.find((a) => a.code === 'start')!.completed).toBe(false);
    expect((await server.call<MemberProgramsResponse>('memberPrograms', { token: (await enrolled()).accessToken })).body.programs).toEqual([]);
  });

  it('counts what the member did: the health assessment action is completed once the assessment is submitted', async () => {
    const store = createClassStore(server.db);
    const program = (await store.insert('programs', { name: 'Check-up', code: 'checkup' })).id;
    await store.insert('pages', PageClass.parse({ title: 'My check-up questions', slug: 'checkup-questions', path: 'hra-form' }));
    await store.insert(
      'action',
      ActionClass.parse({
        code: 'do_hra',
        name: 'Complete the health assessment',
        program_id: program,
        completion_type: 'page',
        cta_type: 'arrow',
        cta_url_type: 'page',
        cta_page: { slug: 'checkup-questions', parent_slug: null },
      }),
    );
    const m = await enrolled(program);
    const other = await enrolled(program);
    const hraDone = async (who: TestMember) =>
      (await server.call<MemberProgramsResponse>('memberPrograms', { token: who.accessToken })).body.programs[0]!.actions.find((a) => a.code === 'do_hra')!.completed;
    expect(await hraDone(m)).toBe(false);
    const sealed = `hd1.${Buffer.from('answers').toString('base64')}`;
    for (const kind of ['social-history', 'depression-screening', 'anxiety-screening', 'family-history', 'epds']) {
      expect((await server.call('hraSave', { token: m.accessToken, query: { save: kind }, body: { encrypted_data: sealed, status: 'complete' } })).status).toBe(200);
    }
    expect(await hraDone(m)).toBe(false); // saved, not yet submitted
    expect((await server.call('hraSubmit', { token: m.accessToken, body: {} })).status).toBe(200);
    expect(await hraDone(m)).toBe(true);
    expect(await hraDone(other)).toBe(false);
  });
});
