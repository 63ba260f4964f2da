import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionGroupResponse, ActionGroupsResponse, ApiError, ProgramResponse, ProgramsResponse } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';

// spec 000 §7.2 programs and action groups (get-one, create, update PUT, delete DELETE, list) in the
// class store; spec 000 §8: action group create and delete answer 400 with the server message.

let server: TestServer;
let admin: TestMember;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  member = await signedInMember(server);
});
afterAll(async () => {
  await server.close();
});

const createProgram = async (code: string, name = `Program ${code}`) => {
  const res = await callRoute<ProgramResponse>(server, 'adminProgramCreate', { token: admin.accessToken, body: { name, code } });
  expect(res.status).toBe(200);
  return res.body.program;
};

describe('programs (spec 000 §7.2)', () => {
  it('creates with defaults, reads, replaces, searches and deletes', async () => {
    const program = await createProgram('prenatal', 'Healthy Pregnancy');
    expect(program).toMatchObject({ name: 'Healthy Pregnancy', code: 'prenatal', visible_progress: true, is_active: true });
    expect((await callRoute<ProgramResponse>(server, 'adminProgram', { token: admin.accessToken, params: { id: program.id } })).body.program.name).toBe('Healthy Pregnancy');

    const updated = await callRoute<ProgramResponse>(server, 'adminProgramUpdate', {
      token: admin.accessToken,
      params: { id: program.id },
      body: { name: 'Healthy Pregnancy 2', code: 'prenatal', visible_progress: false },
    });
    expect(updated.body.program).toMatchObject({ name: 'Healthy Pregnancy 2', visible_progress: false });

    await createProgram('sleep-well', 'Sleep Well');
    const search = await callRoute<ProgramsResponse>(server, 'adminPrograms', { token: admin.accessToken, query: { search: 'SLEEP' } });
    expect(search.body.programs.map((p) => p.code)).toEqual(['sleep-well']);
    expect(search.body.total_count).toBe(1);

    expect((await callRoute(server, 'adminProgramDelete', { token: admin.accessToken, params: { id: program.id } })).status).toBe(204);
    const gone = await callRoute<ApiError>(server, 'adminProgram', { token: admin.accessToken, params: { id: program.id } });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Program not found');
  });

  it('refuses a duplicate code and bad bodies with 400s that name the field', async () => {
    await createProgram('dup-code');
    const dup = await callRoute<ApiError>(server, 'adminProgramCreate', { token: admin.accessToken, body: { name: 'Again', code: 'dup-code' } });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe("A program with code 'dup-code' already exists");
    const bad = await callRoute<ApiError>(server, 'adminProgramCreate', { token: admin.accessToken, body: { name: '', code: 'has space' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['code', 'name']);
    expect((await callRoute(server, 'adminProgram', { token: admin.accessToken, params: { id: 'not-a-uuid' } })).status).toBe(400);
  });

  it('is closed to members', async () => {
    expect((await callRoute(server, 'adminPrograms', { token: member.accessToken })).status).toBe(403);
    expect((await callRoute(server, 'adminProgramCreate', { token: member.accessToken, body: { name: 'x', code: 'x' } })).status).toBe(403);
  });
});

describe('action groups (spec 000 §7.2, §8)', () => {
  it('creates, lists by program, updates; delete is refused with the server message while the group has actions', async () => {
    const program = await createProgram('groups-1');
    const created = await callRoute<ActionGroupResponse>(server, 'adminActionGroupCreate', {
      token: admin.accessToken,
      body: { name: 'First trimester', code: 'trimester-1', program_id: program.id },
    });
    expect(created.status).toBe(200);
    const group = created.body.action_group;
    const list = await callRoute<ActionGroupsResponse>(server, 'adminActionGroups', { token: admin.accessToken, query: { program_id: program.id } });
    expect(list.body.action_groups.map((g) => g.id)).toEqual([group.id]);

    const renamed = await callRoute<ActionGroupResponse>(server, 'adminActionGroupUpdate', {
      token: admin.accessToken,
      params: { id: group.id },
      body: { name: 'Trimester one', code: 'trimester-1', program_id: program.id, order: 2 },
    });
    expect(renamed.body.action_group).toMatchObject({ name: 'Trimester one', order: 2 });

    const store = createClassStore(server.db);
    const actions = await Promise.all(['folic-acid', 'first-visit'].map((code) => store.insert('action', { code, name: code, program_id: program.id, group: group.id })));
    const refused = await callRoute<ApiError>(server, 'adminActionGroupDelete', { token: admin.accessToken, params: { id: group.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This action group still has 2 actions. Move or delete them before deleting the group.');
    expect((await callRoute(server, 'adminActionGroup', { token: admin.accessToken, params: { id: group.id } })).status).toBe(200);

    // The program cannot go while its group exists either.
    const programRefused = await callRoute<ApiError>(server, 'adminProgramDelete', { token: admin.accessToken, params: { id: program.id } });
    expect(programRefused.status).toBe(400);
    expect(programRefused.body.message).toMatch(/still has 1 action group and 2 actions/);

    for (const action of actions) await store.remove('action', action.id);
    expect((await callRoute(server, 'adminActionGroupDelete', { token: admin.accessToken, params: { id: group.id } })).status).toBe(204);
    expect((await callRoute(server, 'adminActionGroup', { token: admin.accessToken, params: { id: group.id } })).status).toBe(404);
  });

  it('answers create with 400 and the reason: unknown program, duplicate code', async () => {
    const program = await createProgram('groups-2');
    const unknown = await callRoute<ApiError>(server, 'adminActionGroupCreate', {
      token: admin.accessToken,
      body: { name: 'Lost', code: 'lost', program_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('The program of this action group does not exist');

    const body = { name: 'Week 1', code: 'week-1', program_id: program.id };
    expect((await callRoute(server, 'adminActionGroupCreate', { token: admin.accessToken, body })).status).toBe(200);
    const dup = await callRoute<ApiError>(server, 'adminActionGroupCreate', { token: admin.accessToken, body });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe("This program already has an action group with code 'week-1'");
  });
});
