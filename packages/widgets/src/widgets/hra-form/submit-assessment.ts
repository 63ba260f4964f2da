// Submitting the assessment (loaded on Submit, started when the member points at or focuses it).
import type { HraForm, HraSection, RiskScoreInput } from '@healthdeck/contract/light';
import { openHraSection, screeningRiskLevel, submitHra, type HealthDeck } from '@healthdeck/sdk';
import type { Answers } from '../shared/questionnaire/questionnaire';
import { questionnaireScore } from '../shared/questionnaire/questionnaire-score';
import { sealedAnswersQuery } from '../shared/questionnaire/sealed-answers';
import { recordUserFlow } from '../shared/user-flow';
import { HRA_QUESTIONS, SCREENING_KINDS } from './sections';

/**
 * The screening scores sent on submit (the only HRA values staff read): one per complete screening
 * section, from its answers opened in the browser; a skipped screening sends none.
 */
async function riskScores(form: HraForm, open: (section: HraSection) => Promise<Answers | null>): Promise<RiskScoreInput[]> {
  const scores: RiskScoreInput[] = [];
  for (const kind of SCREENING_KINDS) {
    const section = form.sections.find((s) => s.kind === kind);
    if (section?.status !== 'complete' || !section.encrypted_data) continue;
    const answers = await open(section);
    if (!answers) continue;
    const score = questionnaireScore(HRA_QUESTIONS[kind], answers);
    scores.push({ kind, score, level: screeningRiskLevel(kind, score) });
  }
  return scores;
}

/**
 * Submits the form with its screening scores (opened in the browser: a section the server sealed to
 * the member opens with the unlocked private key, and the sdk sends it back re-sealed) and records
 * assessment_submited (spec 000 §3.4). Answers the page or a section's editor already opened come
 * from the same query (sealedAnswersQuery), so they are neither decrypted nor re-sealed again.
 */
export async function submitAssessment(client: HealthDeck, form: HraForm): Promise<HraForm> {
  const keys = { dataKey: client.$dataKey.get(), privateKey: client.$privateKey.get() };
  const scores = await riskScores(form, (section) =>
    client.queryClient.fetchQuery(sealedAnswersQuery(section.encrypted_data, keys, (_encrypted, opening) => openHraSection<Answers>(client, section, opening))),
  );
  const submitted = await submitHra(client, scores);
  recordUserFlow(client, 'assessment_submited');
  return submitted;
}
