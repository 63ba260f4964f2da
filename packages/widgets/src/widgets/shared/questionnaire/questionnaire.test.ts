import { describe, expect, it } from 'vitest';
import { answersSchema } from './answers-schema';
import { initialAnswers, tickExclusive, type Question } from './questionnaire';
import { questionnaireScore } from './questionnaire-score';

const ERRORS = {
  required: 'Please answer this question',
  chooseOne: 'Choose at least one answer',
  range: 'Enter a whole number from {min} to {max}',
  tooLong: 'Use at most {max} characters',
};
const QUESTIONS: Question[] = [
  {
    id: 'mood',
    kind: 'choice',
    options: [
      { value: 'low', points: 3 },
      { value: 'ok', points: 0 },
    ],
  },
  {
    id: 'worry',
    kind: 'choice',
    options: [
      { value: 'often', points: 2 },
      { value: 'never', points: 0 },
    ],
  },
  { id: 'family', kind: 'multi', options: [{ value: 'diabetes' }, { value: 'none' }] },
  { id: 'days', kind: 'number', min: 0, max: 7 },
  { id: 'note', kind: 'text', maxLength: 5, optional: true },
];

const issues = (answers: Record<string, unknown>) => {
  const result = answersSchema(QUESTIONS, ERRORS).safeParse(answers);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the questionnaire mechanism (HRA sections and the nutrition form)', () => {
  it('asks for every question that is not optional, with the range and length filled in', () => {
    expect(issues(initialAnswers(QUESTIONS, null))).toEqual({
      mood: 'Please answer this question',
      worry: 'Please answer this question',
      family: 'Choose at least one answer',
      days: 'Please answer this question',
    });
    expect(issues({ mood: 'low', worry: 'sometimes', family: ['none'], days: '8', note: 'too long' })).toEqual({
      worry: 'Please answer this question',
      days: 'Enter a whole number from 0 to 7',
      note: 'Use at most 5 characters',
    });
    expect(issues({ mood: 'low', worry: 'never', family: ['diabetes'], days: '2.5', note: '' })).toEqual({ days: 'Enter a whole number from 0 to 7' });
    expect(issues({ mood: 'low', worry: 'never', family: ['diabetes'], days: '0', note: '' })).toEqual({});
  });

  it('starts from the saved answers that still fit the questions', () => {
    expect(initialAnswers(QUESTIONS, { mood: 'ok', family: ['diabetes', 'gone'], days: 3 as never, extra: 'x' })).toEqual({
      mood: 'ok',
      worry: '',
      family: ['diabetes'],
      days: '',
      note: '',
    });
  });

  it('scores a screening as the sum of the chosen answers’ points', () => {
    expect(questionnaireScore(QUESTIONS, { mood: 'low', worry: 'often' })).toBe(5);
    expect(questionnaireScore(QUESTIONS, { mood: 'ok', worry: 'unknown' })).toBe(0);
  });

  it.each([
    [['diabetes', 'none'], 'none', ['none']],
    [['none', 'diabetes'], 'diabetes', ['diabetes']],
    [['diabetes', 'cancer'], 'cancer', ['diabetes', 'cancer']],
    [['diabetes'], 'none', ['diabetes']],
  ])('ticking keeps an exclusive answer alone: %j after %s gives %j', (chosen, value, expected) => {
    expect(tickExclusive(chosen, value, 'none')).toEqual(expected);
  });
});
