// The nutrition form's questions (spec 000 §3.3 Nutrition form: diet, allergies, goals; the spec
// names the topics, not the questions: docs/decisions/0049-health-assessment-and-nutrition.md).
import type { Question } from '../shared/questionnaire/questionnaire';

export const NUTRITION_QUESTIONS: readonly Question[] = [
  { id: 'diet', kind: 'choice', options: [{ value: 'no-restrictions' }, { value: 'vegetarian' }, { value: 'vegan' }, { value: 'pescatarian' }, { value: 'other' }] },
  { id: 'goal', kind: 'choice', options: [{ value: 'lose-weight' }, { value: 'maintain-weight' }, { value: 'gain-weight' }, { value: 'eat-healthier' }] },
  { id: 'mealsPerDay', kind: 'number', min: 1, max: 8 },
  { id: 'allergies', kind: 'text', maxLength: 256, optional: true },
];
