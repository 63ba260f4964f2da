import type { HraForm, RiskScoreInput } from '@healthdeck/contract/light';
import { screeningRiskLevel } from '@healthdeck/sdk';
import type { Answers } from '../shared/questionnaire/questionnaire';
import { questionnaireScore } from '../shared/questionnaire/questionnaire';
import { HRA_QUESTIONS, SCREENING_KINDS } from './sections';

/**
 * The screening scores sent on submit (the only HRA values staff read): one per complete screening
 * section, from its answers opened in the browser; a skipped screening sends none.
 */
export async function riskScores(form: HraForm, open: (encrypted: string) => Promise<Answers | null>): Promise<RiskScoreInput[]> {
  const scores: RiskScoreInput[] = [];
  for (const kind of SCREENING_KINDS) {
    const section = form.sections.find((s) => s.kind === kind);
    if (section?.status !== 'complete' || !section.encrypted_data) continue;
    const answers = await open(section.encrypted_data);
    if (!answers) continue;
    const score = questionnaireScore(HRA_QUESTIONS[kind], answers);
    scores.push({ kind, score, level: screeningRiskLevel(kind, score) });
  }
  return scores;
}
