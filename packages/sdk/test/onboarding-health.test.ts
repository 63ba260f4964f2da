// Member data sdk calls (spec 000 §7.6) against the loopback contract server: consents and onboarding,
// sdk calls (spec 000 §7.6) against the loopback contract server: consents and onboarding,
// wellbeing and content reads, health actions, actions, devices and batch uploads (spec 000 §8:
// consent / allergy / medication / health issue saves raise BadRequest with the server message;
// batch uploads return the 400 body and raise the 500 message).
import { afterEach, describe, expect, it } from 'vitest';
import { createDataKey } from '@healthdeck/crypto';
import type { ApiError, LegalAgreementsResponse } from '@healthdeck/contract';
import {
  BadRequest,
  batchRowErrors,
  createHealthDeck,
  completeOnboarding,
  completeAction,
  uncompleteAction,
  saveConsent,
  saveLegalConsents,
  legalAgreementsQuery,
  consentsKeys,
  bodyMetricsQuery,
  connectDevice,
  changeHealthActionStatus,
  healthActionsQuery,
  deviceAuthorizersQuery,
  fetchWellbeingTopic,
  healthScoresQuery,
  integrationCallsQuery,
  integrationStatusesQuery,
  randomHealthTipQuery,
  randomReferralQuery,
  fetchTopics,
  RequestFailed,
  saveTopicInterests,
  saveAllergy,
  saveHealthIssue,
  scheduleMedication,
  revokeDevice,
  schedulingLinkQuery,
  setFaceHeart,
  uploadAllergiesBatch,
  uploadHealthIssuesBatch,
  uploadMedicationsBatch,
  uploadUsersBatch,
  wellbeingResourcesQuery,
  wellbeingTopicsQuery,
} from '../src/index.js';
import { startContractServer, type ContractServer, type Handler } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';
import { clientInternals } from '../src/client-internals.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const AGREEMENT = '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11';
const agreements = (accepted: boolean | null): LegalAgreementsResponse => ({
  legal_agreements: [
    {
      id: AGREEMENT,
      title: 'Terms of Use',
      content: '',
      url: null,
      version: '1',
      required: true,
      programs: [],
      consent: accepted === null ? null : { accepted, version: '1', answered_at: '2026-06-01T09:00:00.000Z' },
    },
  ],
  pending_required: accepted !== true,
});
const apiError = (statusCode: number, message: string, fields?: Record<string, string>): ApiError => ({
  statusCode,
  error_code: statusCode === 400 ? 'VALIDATION_FAILED' : 'INTERNAL',
  message,
  ...(fields ? { fields } : {}),
});

async function setUp(handlers: Parameters<typeof startContractServer>[0] extends infer O ? (O extends { handlers?: infer H } ? H : never) : never) {
  server = await startContractServer({ handlers });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return hd;
}

describe('consents and onboarding', () => {
  it('reads the agreements under [legal-agreements] and a save writes the answer into that cache', async () => {
    const hd = await setUp({ legalAgreements: () => ({ status: 200, body: agreements(null) }), consentSave: () => ({ status: 200, body: agreements(true) }) });
    expect(legalAgreementsQuery(hd).queryKey).toEqual(['legal-agreements']);
    expect((await hd.queryClient.fetchQuery(legalAgreementsQuery(hd))).pending_required).toBe(true);
    await saveConsent(hd, { legal_agreement_id: AGREEMENT, accepted: true });
    expect(hd.queryClient.getQueryData<LegalAgreementsResponse>(consentsKeys.legalAgreements)?.pending_required).toBe(false);
    expect(server!.requests.find((r) => r.route === 'consentSave')?.body).toEqual({ legal_agreement_id: AGREEMENT, accepted: true });
  });

  it("a refused consent is BadRequest with the server message, else 'Failed to save user consent' (spec 000 §8)", async () => {
    let reply = apiError(400, 'Legal agreement not found');
    const hd = await setUp({ consentSave: () => ({ status: 400, body: reply }) });
    await expect(saveConsent(hd, { legal_agreement_id: AGREEMENT, accepted: true })).rejects.toMatchObject({ message: 'Legal agreement not found' });
    await expect(saveConsent(hd, { legal_agreement_id: AGREEMENT, accepted: true })).rejects.toBeInstanceOf(BadRequest);
    reply = { ...reply, message: '' };
    await expect(saveConsent(hd, { legal_agreement_id: AGREEMENT, accepted: true })).rejects.toMatchObject({ message: 'Failed to save user consent' });
  });

  it('sends topicInterestIds and legal_consents, asks topics of a kind, and re-reads what they change', async () => {
    const topics = { topics: [] };
    const hd = await setUp({
      onboardingTopics: () => ({ status: 200, body: topics }),
      onboardingTopicInterests: () => ({ status: 200, body: topics }),
      onboardingLegalConsents: () => ({ status: 200, body: agreements(true) }),
      completeOnboarding: () => ({ status: 400, body: apiError(400, 'Please accept the required legal agreements first') }),
      wellbeingTopics: () => ({ status: 200, body: { category: 'mental-health', topics: [] } }),
    });
    await hd.queryClient.fetchQuery(wellbeingTopicsQuery(hd));
    await fetchTopics(hd, 'user-interest');
    await saveTopicInterests(hd, ['5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a12']);
    expect(hd.queryClient.getQueryState(wellbeingTopicsQuery(hd).queryKey)?.isInvalidated).toBe(true);
    await saveLegalConsents(hd, [{ legal_agreement_id: AGREEMENT, accepted: true }]);
    await expect(completeOnboarding(hd)).rejects.toMatchObject({ message: 'Please accept the required legal agreements first' });
    const sent = server!.requests;
    expect(sent.find((r) => r.route === 'onboardingTopics')?.query).toEqual({ kind: 'user-interest' });
    expect(sent.find((r) => r.route === 'onboardingTopicInterests')?.body).toEqual({ topicInterestIds: ['5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a12'] });
    expect(sent.find((r) => r.route === 'onboardingLegalConsents')?.body).toEqual({ legal_consents: [{ legal_agreement_id: AGREEMENT, accepted: true }] });
  });
});

describe('content reads', () => {
  it('asks wellbeing by category (default mental-health) and reads tips, referral, link, integrations', async () => {
    const ok =
      (body: unknown): Handler =>
      () => ({ status: 200, body });
    const hd = await setUp({
      wellbeingTopics: ok({ category: 'mental-health', topics: [] }),
      wellbeingResources: ok({ resources: [] }),
      wellbeingTopic: () => ({ status: 404, body: apiError(404, 'Wellbeing topic not found') }),
      randomHealthTip: ok({ health_tip: null }),
      randomReferral: ok({ referral: null }),
      schedulingLink: ok({ scheduling_link: { url: 'https://calendly.com/x' } }),
      integrationCalls: ok({ integration_calls: [] }),
      integrationStatuses: ok({ integration_statuses: [] }),
    });
    await hd.queryClient.fetchQuery(wellbeingTopicsQuery(hd));
    await hd.queryClient.fetchQuery(wellbeingResourcesQuery(hd, { topicId: '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a13' }));
    await expect(fetchWellbeingTopic(hd, 'nope')).rejects.toMatchObject({ message: 'Failed to load wellbeing topic' });
    expect(await hd.queryClient.fetchQuery(schedulingLinkQuery(hd))).toEqual({ scheduling_link: { url: 'https://calendly.com/x' } });
    await hd.queryClient.fetchQuery(randomHealthTipQuery(hd));
    await hd.queryClient.fetchQuery(randomReferralQuery(hd));
    await hd.queryClient.fetchQuery(integrationCallsQuery(hd, { limit: 5 }));
    await hd.queryClient.fetchQuery(integrationStatusesQuery(hd));
    const byRoute = (route: string) => server!.requests.find((r) => r.route === route);
    expect(byRoute('wellbeingTopics')?.query).toEqual({ category: 'mental-health' });
    expect(byRoute('wellbeingResources')?.query).toEqual({ category: 'mental-health', topic_id: '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a13' });
    expect(byRoute('integrationCalls')?.query).toEqual({ limit: '5' });
    expect(randomHealthTipQuery(hd).queryKey).toEqual(['health-tip', 'random']);
  });
});

describe('health actions and actions', () => {
  it("raises the server's message for a refused allergy, medication or health issue save", async () => {
    const refuse =
      (message: string): Handler =>
      () => ({ status: 400, body: apiError(400, message) });
    const id = '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a14';
    await setUp({
      healthRecordsCatalogue: () => ({
        status: 200,
        body: {
          medications: [{ id, name: 'M', generic_name: '', drug_type: 'OTHER', strength: '' }],
          allergies: [{ id, name: 'A', category: 'food' }],
          health_issues: [{ id, name: 'H', icd10_code: 'X' }],
        },
      }),
      currentMedications: () => ({ status: 200, body: { medications: [] } }),
      currentAllergies: () => ({ status: 200, body: { allergies: [] } }),
      currentHealthIssues: () => ({ status: 200, body: { health_issues: [] } }),
      saveUserAllergy: refuse('Allergy not found'),
      medicationSchedule: refuse('The end date must be on or after the start date'),
      saveUserHealthIssue: refuse('Health issue not found'),
    });
    const dataKey = await crypto.subtle.importKey('raw', createDataKey(), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
    const keyed = createHealthDeck({
      baseUrl: server!.baseUrl,
      storage: storageWithSession(server!.issueTokens()),
    });
    // The data key a sign-in or an unlock opened in this session (memory only, decision 0101).
    clientInternals(keyed).$dataKey.set(dataKey);
    await expect(saveAllergy(keyed, { allergy_id: id, severity: 'mild' })).rejects.toMatchObject({ name: 'BadRequest', message: 'Allergy not found' });
    await expect(scheduleMedication(keyed, { medication_id: id, dosage: '1', times: ['08:00'], start_date: '2026-06-01', end_date: '2026-05-01' })).rejects.toMatchObject({
      message: 'The end date must be on or after the start date',
    });
    await expect(saveHealthIssue(keyed, { health_issue_id: id })).rejects.toMatchObject({ message: 'Health issue not found' });
  });

  it('a status change re-reads the health action lists; a completion re-reads pages and health actions', async () => {
    const list = { health_actions: [] };
    const completion = { action: { code: 'intro', program_id: '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a15', group: null, user_id: '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a16', completed_at: null } };
    const hd = await setUp({
      userHealthActions: () => ({ status: 200, body: list }),
      completedHealthActions: () => ({ status: 200, body: list }),
      healthActionStatus: () => ({ status: 400, body: apiError(400, 'Health action not found') }),
      actionComplete: () => ({ status: 200, body: completion }),
      actionUncomplete: () => ({ status: 200, body: completion }),
    });
    await hd.queryClient.fetchQuery(healthActionsQuery(hd));
    await hd.queryClient.fetchQuery(healthActionsQuery(hd, 'completed'));
    await expect(changeHealthActionStatus(hd, { program_id: completion.action.program_id, health_action_id: completion.action.user_id })).rejects.toMatchObject({
      message: 'Health action not found',
    });
    expect(hd.queryClient.getQueryState(healthActionsQuery(hd).queryKey)?.isInvalidated).toBe(false);
    await completeAction(hd, { code: 'intro' });
    expect(hd.queryClient.getQueryState(healthActionsQuery(hd).queryKey)?.isInvalidated).toBe(true);
    expect(hd.queryClient.getQueryState(healthActionsQuery(hd, 'completed').queryKey)?.isInvalidated).toBe(true);
    await uncompleteAction(hd, { code: 'intro', program_id: completion.action.program_id });
    expect(server!.requests.filter((r) => r.route.startsWith('action')).map((r) => r.body)).toEqual([{ code: 'intro' }, { code: 'intro', program_id: completion.action.program_id }]);
  });
});

describe('devices', () => {
  it('connects and revokes by dataSource; revoke writes the authorizers cache', async () => {
    const authorizers = { authorizers: [{ dataSource: 'fitbit', name: 'Fitbit', connected: false, connected_at: null }] };
    const hd = await setUp({
      deviceAuthorizers: () => ({ status: 200, body: authorizers }),
      deviceConnect: () => ({ status: 200, body: { authorizer: { ...authorizers.authorizers[0], connected: true, connected_at: '2026-06-01T09:00:00.000Z' }, authorization_url: null } }),
      deviceRevoke: () => ({ status: 200, body: authorizers }),
      healthScores: () => ({ status: 200, body: { health_scores: [{ title: 'Steps', progress: 10, max: 100 }], sandbox: null } }),
      faceHeartActivation: () => ({ status: 200, body: { face_heart: { active: true, activated_at: '2026-06-01T09:00:00.000Z' } } }),
    });
    await hd.queryClient.fetchQuery(healthScoresQuery(hd));
    // Body metrics exist only with a connected device: a connection change invalidates them too.
    hd.queryClient.setQueryData(bodyMetricsQuery(hd, 'sleep_summary').queryKey, { data: { body_metrics: [] } });
    expect((await connectDevice(hd, 'fitbit')).authorization_url).toBeNull();
    expect(hd.queryClient.getQueryState(healthScoresQuery(hd).queryKey)?.isInvalidated).toBe(true);
    expect(hd.queryClient.getQueryState(bodyMetricsQuery(hd, 'sleep_summary').queryKey)?.isInvalidated).toBe(true);
    hd.queryClient.setQueryData(bodyMetricsQuery(hd, 'physical_summary').queryKey, { data: { body_metrics: [] } });
    await revokeDevice(hd, 'fitbit');
    expect(hd.queryClient.getQueryState(bodyMetricsQuery(hd, 'physical_summary').queryKey)?.isInvalidated).toBe(true);
    expect(hd.queryClient.getQueryData(deviceAuthorizersQuery(hd).queryKey)).toEqual(authorizers);
    expect((await setFaceHeart(hd, true)).face_heart.active).toBe(true);
    const byRoute = (route: string) => server!.requests.find((r) => r.route === route);
    expect(byRoute('deviceRevoke')?.body).toEqual({ dataSource: 'fitbit' });
    expect(byRoute('faceHeartActivation')?.method).toBe('PATCH');
    expect(byRoute('healthScores')?.query).toHaveProperty('tz');
  });
});

describe('batch uploads (spec 000 §8)', () => {
  it('sends the file (and organization_code) as multipart; a 400 is returned with the row errors', async () => {
    const refused = apiError(400, '1 of 2 rows have errors; nothing was imported', {
      'rows.2.email': 'Enter a valid email address',
      'rows.1.email': 'An account with this email already exists',
    });
    const hd = await setUp({
      batchUploadUsers: () => ({ status: 400, body: refused }),
      batchUploadAllergies: () => ({ status: 200, body: { upload: { id: '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a17', kind: 'allergies', file_name: 'a.csv', rows_imported: 2 } } }),
    });
    const result = await uploadUsersBatch(hd, new Blob(['email\nx\n'], { type: 'text/csv' }), 'acme', 'people.csv');
    expect(result).toEqual({ ok: false, error: refused });
    if (!result.ok) {
      expect(batchRowErrors(result.error)).toEqual([
        { row: 1, field: 'email', message: 'An account with this email already exists' },
        { row: 2, field: 'email', message: 'Enter a valid email address' },
      ]);
    }
    const sent = server!.requests.find((r) => r.route === 'batchUploadUsers');
    expect(String(sent?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(sent?.body)).toContain('name="organization_code"');
    expect(String(sent?.body)).toContain('filename="people.csv"');
    expect(await uploadAllergiesBatch(hd, new Blob(['name\nDust\nLatex\n']), 'a.csv')).toEqual({
      ok: true,
      upload: { id: '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a17', kind: 'allergies', file_name: 'a.csv', rows_imported: 2 },
    });
  });

  it("raises the server's message on 500, and 'Failed to upload …' without one", async () => {
    let message = 'The upload could not be imported and nothing was saved; please try again later';
    const hd = await setUp({ batchUploadMedications: () => ({ status: 500, body: apiError(500, message) }), batchUploadHealthIssues: () => ({ status: 503, body: apiError(503, 'down') }) });
    await expect(uploadMedicationsBatch(hd, new Blob(['x']))).rejects.toMatchObject({ status: 500, message });
    await expect(uploadMedicationsBatch(hd, new Blob(['x']))).rejects.toBeInstanceOf(RequestFailed);
    message = '';
    await expect(uploadMedicationsBatch(hd, new Blob(['x']))).rejects.toMatchObject({ message: 'Failed to upload medications' });
    await expect(uploadHealthIssuesBatch(hd, new Blob(['x']))).rejects.toMatchObject({ message: 'Failed to upload health issues' });
  });
});
