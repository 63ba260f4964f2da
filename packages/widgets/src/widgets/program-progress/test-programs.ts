import type { ActionCompletionRequest, MemberActionItem, MemberProgram } from '@healthdeck/contract/light';
import { accountFixture, createFakeServer, json } from '@healthdeck/sdk/testing';

// Test fixtures of the member's programmes (spec 001 §3 Program, Action item) for the Program
// Progress and Next Step tests, answered by the one fake server.

export const PROGRAM = '11111111-1111-4111-8111-111111111111';
export const GROUP = '22222222-2222-4222-8222-222222222222';
const ids = new Map<string, string>();
/** One id per action code, the same on every answer (as the server's record ids). */
const idOf = (code: string) => ids.get(code) ?? ids.set(code, `33333333-3333-4333-8333-${String(ids.size + 1).padStart(12, '0')}`).get(code)!;

export function actionItem(overrides: Partial<MemberActionItem> & Pick<MemberActionItem, 'code' | 'name'>): MemberActionItem {
  return {
    id: idOf(overrides.code),
    completed: false,
    program_id: PROGRAM,
    group: null,
    control: 'button',
    cta_type: 'manual_confirmation',
    cta_complete_action_on_click: false,
    ...overrides,
  };
}

/** spec 001 §3 Program: 'Healthy Pregnancy' with a group of two actions and three single ones. */
export function pregnancy(completed: string[] = []): MemberProgram {
  const done = (a: MemberActionItem) => ({ ...a, completed: completed.includes(a.code) });
  const children = [
    actionItem({ code: 'take-folic-acid', name: 'Take folic acid daily', group: GROUP, cta_text: 'I take it', cta_completed_text: 'Done' }),
    actionItem({ code: 'call-nurse', name: 'Call the nurse line', group: GROUP, cta_type: 'triggered_process', cta_text: 'Call me', cta_completed_text: 'Called' }),
  ].map(done);
  return {
    id: PROGRAM,
    name: 'Healthy Pregnancy',
    code: 'healthy-pregnancy',
    visible_progress: true,
    actions: [
      {
        ...actionItem({ code: 'first-trimester', name: 'First trimester', cta_type: 'none', control: 'arrow' }),
        id: GROUP,
        grouped: children,
        completed: children.every((c) => c.completed),
      },
      done(
        actionItem({
          code: 'book-first-visit',
          name: 'Book your first prenatal visit',
          cta_type: 'url',
          cta_text: 'Book now',
          cta_url: 'https://www.acog.org/womens-health',
          cta_complete_action_on_click: true,
        }),
      ),
      done(actionItem({ code: 'read-guide', name: 'Read the guide', cta_type: 'url', cta_text: 'Read', cta_url: 'https://example.org/guide' })),
      done(actionItem({ code: 'hra', name: 'Complete the health assessment', cta_type: 'page', control: 'arrow', cta_page: { slug: 'hra-form', parent_slug: 'assessments' } })),
    ],
  };
}

/** A server keeping the member's completions; its answers come from the program above. */
export function serverWith(initial: string[] = []) {
  const completed = new Set(initial);
  const answer = (body: ActionCompletionRequest, done: boolean) => {
    if (done) completed.add(body.code);
    else completed.delete(body.code);
    return json({
      action: { code: body.code, program_id: PROGRAM, group: body.group ?? null, user_id: '44444444-4444-4444-8444-444444444444', completed_at: done ? '2026-06-01T09:00:00.000Z' : null },
    });
  };
  return createFakeServer({
    account: () => json(accountFixture({ verified: true })),
    memberPrograms: () => json({ programs: [pregnancy([...completed])] }),
    actionComplete: (call) => answer(call.body as ActionCompletionRequest, true),
    actionUncomplete: (call) => answer(call.body as ActionCompletionRequest, false),
  });
}
