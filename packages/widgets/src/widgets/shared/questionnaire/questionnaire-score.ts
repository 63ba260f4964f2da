// A screening's score (the HRA's submit, hra-form/submit-assessment.ts): a module of its own, so the
// questionnaire form (questionnaire-form.tsx) does not carry it.
import type { Answers, Question } from './questionnaire';

/** A screening's score: the sum of the chosen answers' points. */
export function questionnaireScore(questions: readonly Question[], answers: Answers): number {
  let score = 0;
  for (const q of questions) {
    if (q.kind !== 'choice') continue;
    score += q.options.find((o) => o.value === answers[q.id])?.points ?? 0;
  }
  return score;
}
