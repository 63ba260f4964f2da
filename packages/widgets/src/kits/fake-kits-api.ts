// Test double of the kit routes (spec 000 §7.5) for the testing-center widgets' component tests, on
// the one fake server (@healthdeck/sdk/testing); this module keeps the kits' state.
import { KIT_MESSAGES, type Kit, type KitStatusData, type MemberResultRule, type ResultRuleAnswer } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, TEST_KEY_SALT, type FakeServer } from '@healthdeck/sdk/testing';

type KitRoute =
  | 'account'
  | 'preLogin'
  | 'clientKits'
  | 'clientKitLast'
  | 'clientKit'
  | 'kitIsAvailable'
  | 'kitRegister'
  | 'kitConfirm'
  | 'kitUnregister'
  | 'kitSealReport'
  | 'kitDownload'
  | 'memberResultRules'
  | 'memberResultRuleAnswer';

export interface FakeKitsApi extends FakeServer<KitRoute> {
  kits: Kit[];
  /** Kit ids that can be registered. */
  free: Set<string>;
  /** The result rules of the member's organisations (none unless a test adds them), and the answers per kit id. */
  rules: MemberResultRule[];
  answers: Map<string, ResultRuleAnswer[]>;
}

let n = 0;
export function kit(overrides: Partial<Kit> = {}): Kit {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    kit_id: `SPT-KIT${String(n).padStart(4, '0')}`,
    provider_code: 'spot',
    status: 'awaiting_collection',
    encrypted_data: null,
    updated_at: '2026-01-06T10:00:00.000Z',
    test_code: 'general-health',
    name: 'General Health',
    biomarkers: 8,
    order_number: `HD1000${String(n).padStart(2, '0')}`,
    order_date: '2026-01-05T12:00:00.000Z',
    confirmed: true,
    results_ready: false,
    created_at: '2026-01-05T12:00:00.000Z',
    sandbox: null,
    ...overrides,
  };
}

/** A Spot report (spec 001 §3) as the member decrypts it. */
export function spotData(sampleStatus: string, options: { tracking?: string | null; created?: string; results?: boolean } = {}): KitStatusData {
  const created = options.created ?? '2026-01-05T21:04:00.000Z';
  return {
    provider_code: 'spot',
    type: 'general-health',
    order_id: 'SPOT-1',
    status: 'registered',
    events: [{ status: 'registered', created }],
    samples: [
      {
        id: 'S1',
        sample_type: 'blood',
        events: [{ status: sampleStatus, created }],
        shipments: options.tracking ? [{ tracking_number: options.tracking, carrier: 'USPS' }] : [],
        report: options.results
          ? {
              results: [
                {
                  name: 'Glucose',
                  result: '92',
                  unit_of_measure: 'mg/dL',
                  description: 'Blood sugar',
                  result_level: 'N',
                  report_min: 40,
                  low_min: 60,
                  healthy_min: 70,
                  healthy_max: 99,
                  high_max: 125,
                  report_max: 200,
                  hideResultLabel: false,
                  hideScale: false,
                },
                {
                  name: 'LDL Cholesterol',
                  result: '162',
                  unit_of_measure: 'mg/dL',
                  description: 'Bad cholesterol',
                  result_level: 'H',
                  report_min: 0,
                  low_min: 0,
                  healthy_min: 0,
                  healthy_max: 100,
                  high_max: 160,
                  report_max: 220,
                  hideResultLabel: false,
                  hideScale: false,
                },
                {
                  name: 'HIV',
                  result: 'Non-reactive',
                  unit_of_measure: '',
                  description: 'Screening',
                  result_level: 'N',
                  report_min: 0,
                  low_min: 0,
                  healthy_min: 0,
                  healthy_max: 0,
                  high_max: 0,
                  report_max: 0,
                  hideResultLabel: true,
                  hideScale: true,
                },
              ],
            }
          : null,
      },
    ],
    registered_to: { member: 'u-1' },
  };
}

export function createFakeKitsApi(kits: Kit[] = [], free: string[] = []): FakeKitsApi {
  const state = { kits, free: new Set(free), rules: [] as MemberResultRule[], answers: new Map<string, ResultRuleAnswer[]>() };
  const find = (id: string) => state.kits.find((k) => k.id === id || k.kit_id === id.toUpperCase());
  const api = createFakeServer({
    account: () => json(accountFixture({ verified: true })),
    preLogin: () => json({ keySalt: TEST_KEY_SALT, kdf: { memoryKiB: 8, iterations: 1, parallelism: 1 } }),
    // The server's paging: newest first as given, `take` after the cursor (the index of the next kit), or one by kit_id.
    clientKits: ({ query }) => {
      const kitId = query.get('kit_id');
      if (kitId) {
        const found = state.kits.filter((k) => k.kit_id === kitId.toUpperCase());
        return json({ kits: found, next_after: null, total_count: found.length });
      }
      const from = Number(query.get('after') ?? 0);
      const take = Number(query.get('take') ?? 10);
      const next = from + take < state.kits.length ? String(from + take) : null;
      return json({ kits: state.kits.slice(from, from + take), next_after: next, total_count: state.kits.length });
    },
    clientKit: ({ params }) => {
      const found = find(params.id ?? '');
      return found ? json({ kit: found }) : apiError(404, 'Kit not found', 'NOT_FOUND');
    },
    // after clientKit: the fake routes a path to the last route that matches it
    clientKitLast: () => json({ kit: state.kits[0] ?? null }),
    kitIsAvailable: ({ query }) => {
      const kitId = query.get('kit_id')?.toUpperCase() ?? '';
      // The server's 400 for a kit id its schema refuses: the API's field message and the issue's code.
      if (kitId.length > 64) {
        return json(
          {
            statusCode: 400,
            error_code: 'VALIDATION_FAILED',
            message: 'kit_id must be at most 64 characters',
            fields: { kit_id: 'kit_id must be at most 64 characters' },
            issues: { kit_id: { code: 'too_long', limit: 64 } },
          },
          400,
        );
      }
      if (!/^[A-Z0-9-]*$/.test(kitId)) {
        const message = 'kit_id may contain only letters, digits and dashes';
        return json({ statusCode: 400, error_code: 'VALIDATION_FAILED', message, fields: { kit_id: message }, issues: { kit_id: { code: 'format' } } }, 400);
      }
      const available = state.free.has(kitId);
      return json({ kit_id: kitId, available, message: available ? null : 'We could not find a kit with this ID. Check the ID printed on your kit.' });
    },
    kitRegister: ({ body }) => {
      const kitId = String((body as { kit_id: string }).kit_id).toUpperCase();
      if (!state.free.has(kitId)) return json({ statusCode: 400, error_code: 'BAD_REQUEST', message: 'We could not find a kit with this ID. Check the ID printed on your kit.' }, 400);
      state.free.delete(kitId);
      const registered = kit({ kit_id: kitId, status: 'registered', confirmed: false, order_number: null, order_date: null });
      state.kits.unshift(registered);
      return json({ kit: registered });
    },
    kitConfirm: ({ body }) => {
      const found = find(String((body as { kit_id: string }).kit_id));
      if (!found) return apiError(404, 'Kit not found', 'NOT_FOUND');
      found.confirmed = true;
      return json({ kit: found });
    },
    // The vendor gives a kit back until its sample is collected (the sandboxes' rule, spot: before 'collected').
    kitUnregister: ({ body }) => {
      const found = find(String((body as { id: string }).id));
      if (!found) return apiError(404, 'Kit not found', 'NOT_FOUND');
      if (['collected', 'received', 'resulted'].includes(found.status)) return json({ statusCode: 400, error_code: 'BAD_REQUEST', message: KIT_MESSAGES.cannotUnregister }, 400);
      state.kits.splice(state.kits.indexOf(found), 1);
      return { status: 204 };
    },
    // The server takes a re-sealed report once (ours): an hd1. report stays as it is.
    kitSealReport: ({ params, body }) => {
      const found = find(params.id ?? '');
      if (!found) return apiError(404, 'Kit not found', 'NOT_FOUND');
      if (!found.encrypted_data?.startsWith('hd1.')) found.encrypted_data = (body as { encrypted_data: string }).encrypted_data;
      return json({ kit: found });
    },
    memberResultRules: ({ query }) => json({ rules: state.rules, answers: state.answers.get(query.get('kit_id') ?? '') ?? [] }),
    // Once per kit and rule, as the server records it; the other answer afterwards is refused.
    memberResultRuleAnswer: ({ params, body }) => {
      const { kit_id, decision } = body as { kit_id: string; decision: ResultRuleAnswer['decision'] };
      const answers = state.answers.get(kit_id) ?? [];
      const before = answers.find((a) => a.rule_id === params.id);
      if (before) return before.decision === decision ? json({ answer: before, applied: false }) : apiError(409, 'You answered this suggestion already', 'CONFLICT');
      const answer: ResultRuleAnswer = { rule_id: params.id ?? '', decision, decided_at: '2026-01-10T10:00:00.000Z' };
      state.answers.set(kit_id, [...answers, answer]);
      return json({ answer, applied: true });
    },
    kitDownload: () =>
      new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200, headers: { 'content-disposition': 'attachment; filename="Spot_Results_SPT-KIT0001.pdf"' } }),
  });
  return Object.assign(api, {
    get kits() {
      return state.kits;
    },
    free: state.free,
    rules: state.rules,
    answers: state.answers,
  });
}

export const createKitsClient = (api: FakeKitsApi): Promise<HealthDeck> => createFakeClient(api);
