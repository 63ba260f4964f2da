// The questions of each HRA section (spec 000 §3.4 HRA form kinds; the spec names the kinds, not
// their questions: docs/decisions/0049-health-assessment-and-nutrition.md). The screenings are the short
// validated ones: PHQ-2, GAD-2 and the EPDS anxiety items (EPDS-3A), scored 0–3 an answer.
import type { HraFormKind } from '@healthdeck/contract/light';
import type { ScreeningKind } from '@healthdeck/sdk';
import type { Question } from '../shared/questionnaire/questionnaire';

/** The PHQ and GAD answers: how often over the last 2 weeks. */
export const FREQUENCY = [
  { value: 'not-at-all', points: 0 },
  { value: 'several-days', points: 1 },
  { value: 'more-than-half', points: 2 },
  { value: 'nearly-every-day', points: 3 },
] as const;

export const HRA_QUESTIONS: Readonly<Record<HraFormKind, readonly Question[]>> = {
  'social-history': [
    { id: 'smoking', kind: 'choice', options: [{ value: 'never' }, { value: 'former' }, { value: 'current' }] },
    { id: 'alcohol', kind: 'choice', options: [{ value: 'never' }, { value: 'monthly' }, { value: 'two-to-four-monthly' }, { value: 'two-to-three-weekly' }, { value: 'four-plus-weekly' }] },
    { id: 'exerciseDays', kind: 'number', min: 0, max: 7 },
  ],
  'depression-screening': [
    { id: 'interest', kind: 'choice', options: FREQUENCY },
    { id: 'down', kind: 'choice', options: FREQUENCY },
  ],
  'anxiety-screening': [
    { id: 'nervous', kind: 'choice', options: FREQUENCY },
    { id: 'worrying', kind: 'choice', options: FREQUENCY },
  ],
  'family-history': [
    {
      id: 'conditions',
      kind: 'multi',
      options: [{ value: 'heart-disease' }, { value: 'diabetes' }, { value: 'cancer' }, { value: 'stroke' }, { value: 'high-blood-pressure' }, { value: 'mental-health' }, { value: 'none' }],
      exclusive: 'none',
    },
    { id: 'details', kind: 'text', maxLength: 256, optional: true },
  ],
  epds: [
    {
      id: 'blamed',
      kind: 'choice',
      options: [
        { value: 'most', points: 3 },
        { value: 'some', points: 2 },
        { value: 'not-often', points: 1 },
        { value: 'never', points: 0 },
      ],
    },
    {
      id: 'anxious',
      kind: 'choice',
      options: [
        { value: 'not-at-all', points: 0 },
        { value: 'hardly-ever', points: 1 },
        { value: 'sometimes', points: 2 },
        { value: 'very-often', points: 3 },
      ],
    },
    {
      id: 'panicky',
      kind: 'choice',
      options: [
        { value: 'quite-a-lot', points: 3 },
        { value: 'sometimes', points: 2 },
        { value: 'not-much', points: 1 },
        { value: 'not-at-all', points: 0 },
      ],
    },
  ],
};

/** The sections whose score is sent on submit (contract RiskScoreKind). */
export const SCREENING_KINDS: readonly ScreeningKind[] = ['depression-screening', 'anxiety-screening', 'epds'];
