// spec 000 §3.4 (form status, HRA form kinds), §7.6 (HRA: POST save with a save query parameter, POST
// submit, GET form (204 gives null)), §7.2 (staff's reads of a member's screening: risk scores and
// EPDS form by user id); spec 001 §4 Health assessment section status. Answers are sealed here. The
// sections' read, the form's calls and staff's reads each register only their own route rows.
import {
  hraAdminRoutes,
  hraFormRoutes,
  hraSectionsRoutes,
  recordResealRoutes,
  type AdminEpdsFormResponse,
  type AdminRiskScoresResponse,
  type HraForm,
  type HraFormKind,
  type HraFormResponse,
  type HraSection,
  type HraSectionsResponse,
  type RiskScoreInput,
  type RiskScoreValue,
} from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { clinicalRecordKeys, openClinicalRecord, resealOpened, sealForServer, type ClinicalHost, type OpenKeys } from './clinical-record.js';

export type HraSaveStatus = 'incomplete' | 'complete' | 'skipped';

/** The member's keys start with ['hra'], so a save or a submit invalidates the form and the sections' statuses at once. */
export const hraKeys = {
  all: ['hra'] as const,
  form: ['hra', 'form'] as const,
  sections: ['hra', 'sections'] as const,
  adminRiskScores: (userId: string) => [...clinicalRecordKeys.admin, 'risk-scores', userId] as const,
  adminEpdsForm: (userId: string) => [...clinicalRecordKeys.admin, 'epds-form', userId] as const,
};

const formCall = (hd: Pick<ClinicalHost, 'call'>) => routed(hd.call, hraFormRoutes);
const adminCall = (hd: Pick<ClinicalHost, 'call'>) => routed(hd.call, hraAdminRoutes);
const hraChanged = (hd: ClinicalHost) => hd.queryClient.invalidateQueries({ queryKey: hraKeys.all });

/** The member's assessment; null before any section is saved (the server's 204). */
export async function fetchHraForm(hd: ClinicalHost, signal?: AbortSignal): Promise<HraForm | null> {
  const result = (await formCall(hd)('hraForm', { signal })) as HraFormResponse | null;
  return result?.form ?? null;
}

/** Seals a section's answers and saves them (`save` = the section kind); a skipped section may have none. */
export async function saveHraSection(hd: ClinicalHost, kind: HraFormKind, answers: unknown, status: HraSaveStatus): Promise<HraForm> {
  const encrypted_data = answers === null || answers === undefined ? null : await sealForServer(hd, answers);
  const result = await formCall(hd)('hraSave', { query: { save: kind }, body: { encrypted_data, status } });
  await hraChanged(hd);
  return result.form;
}

/**
 * Submits the assessment with the screening scores computed from the answers. Each score and level
 * is sealed here under the data key (spec 000 §1: the HRA is encrypted data); the server keeps which
 * screening was scored and when, and staff open the scores in their browser.
 */
export async function submitHra(hd: ClinicalHost, riskScores: RiskScoreInput[] = []): Promise<HraForm> {
  const risk_scores = await Promise.all(riskScores.map(async ({ kind, score, level }) => ({ kind, encrypted_data: await sealForServer(hd, { score, level } satisfies RiskScoreValue) })));
  const result = await formCall(hd)('hraSubmit', { body: { risk_scores } });
  await hraChanged(hd);
  return result.form;
}

/**
 * Sends a section the server sealed back re-sealed under the data key. A section is keyed by its
 * kind; its updated_at names the answers opened: a save since is never overwritten (409). Keepalive,
 * so a reload right after the opening does not cut it.
 */
function sendResealedHraSection(hd: ClinicalHost, section: { kind: HraFormKind; updated_at: string }, encrypted_data: string) {
  return routed(hd.call, recordResealRoutes)('hraSectionSealRecord', {
    params: { kind: section.kind },
    body: { encrypted_data, updated_at: section.updated_at },
    keepalive: true,
  });
}

/**
 * A section's answers opened: 'hd1.' with the data key, or answers the server sealed to the member
 * (an OpenPGP message: the demo seed's) with the private key. Those, once opened, are sent back
 * re-sealed under the data key for the section's updated_at (resealOpened), so after a reload they
 * open without the password.
 */
export async function openHraSection<T>(hd: ClinicalHost, section: Pick<HraSection, 'kind' | 'encrypted_data' | 'updated_at'>, keys: OpenKeys = {}): Promise<T | null> {
  const { kind, encrypted_data, updated_at } = section;
  const answers = await openClinicalRecord<T>(hd, encrypted_data, keys);
  // A section with answers has been saved, so it has an updated_at.
  if (!updated_at) return answers;
  return resealOpened(hd, encrypted_data, answers, (sealed) => sendResealedHraSection(hd, { kind, updated_at }, sealed));
}

/** spec 001 §4: every section's status (new when never saved) and the form's. */
export function fetchHraSections(hd: Pick<ClinicalHost, 'call'>, signal?: AbortSignal): Promise<HraSectionsResponse> {
  return routed(hd.call, hraSectionsRoutes)('hraSections', { signal });
}

export function fetchAdminRiskScores(hd: Pick<ClinicalHost, 'call'>, userId: string, signal?: AbortSignal): Promise<AdminRiskScoresResponse> {
  return adminCall(hd)('adminUserRiskScores', { params: { id: userId }, signal });
}

export function fetchAdminEpdsForm(hd: Pick<ClinicalHost, 'call'>, userId: string, signal?: AbortSignal): Promise<AdminEpdsFormResponse> {
  return adminCall(hd)('adminUserEpdsForm', { params: { id: userId }, signal });
}

type Signal = { signal?: AbortSignal };

export const hraFormQuery = (hd: ClinicalHost) => ({ queryKey: hraKeys.form, queryFn: ({ signal }: Signal) => fetchHraForm(hd, signal) });
export const hraSectionsQuery = (hd: Pick<ClinicalHost, 'call'>) => ({ queryKey: hraKeys.sections, queryFn: ({ signal }: Signal) => fetchHraSections(hd, signal) });
export const adminRiskScoresQuery = (hd: Pick<ClinicalHost, 'call'>, userId: string) => ({
  queryKey: hraKeys.adminRiskScores(userId),
  queryFn: ({ signal }: Signal) => fetchAdminRiskScores(hd, userId, signal),
});
export const adminEpdsFormQuery = (hd: Pick<ClinicalHost, 'call'>, userId: string) => ({
  queryKey: hraKeys.adminEpdsForm(userId),
  queryFn: ({ signal }: Signal) => fetchAdminEpdsForm(hd, userId, signal),
});
