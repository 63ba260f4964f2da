// The one form mechanism of the member's sealed questionnaires (the HRA sections and the nutrition
// form, spec 000 §7.6): questions described as data, validated by a zod/mini schema built from them
// (react-hook-form's zod resolver), answers kept as the form holds them and sealed by the sdk.
import * as z from 'zod/mini';

export interface ChoiceOption {
  value: string;
  /** A screening answer's points (the section's score is their sum). */
  points?: number;
}

export type Question =
  | { id: string; kind: 'choice'; options: readonly ChoiceOption[] }
  | { id: string; kind: 'multi'; options: readonly ChoiceOption[] /** An answer that excludes the others ('None of these'). */; exclusive?: string }
  | { id: string; kind: 'number'; min: number; max: number }
  | { id: string; kind: 'text'; maxLength: number; optional?: boolean };

/** What a questionnaire holds: a choice or a typed value as a string, a multiple choice as the chosen values. */
export type Answers = Record<string, string | string[]>;

/** The validation messages ({min}, {max} filled in). */
export interface QuestionnaireErrors {
  required: string;
  chooseOne: string;
  range: string;
  tooLong: string;
}

const fill = (text: string, values: Record<string, number>) => text.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));

function questionSchema(question: Question, errors: QuestionnaireErrors) {
  switch (question.kind) {
    case 'choice': {
      const values = question.options.map((o) => o.value);
      return z.string().check(z.refine((v) => values.includes(v), errors.required));
    }
    case 'multi':
      return z.array(z.string()).check(z.minLength(1, errors.chooseOne));
    case 'number': {
      const { min, max } = question;
      return z.string().check(
        z.refine((v) => v.trim() !== '', errors.required),
        z.refine(
          (v) => {
            const n = Number(v);
            return v.trim() === '' || (Number.isInteger(n) && n >= min && n <= max);
          },
          fill(errors.range, { min, max }),
        ),
      );
    }
    case 'text': {
      const tooLong = z.maxLength(question.maxLength, fill(errors.tooLong, { max: question.maxLength }));
      return question.optional
        ? z.string().check(tooLong)
        : z.string().check(
            z.refine((v) => v.trim() !== '', errors.required),
            tooLong,
          );
    }
  }
}

/** The schema a complete set of answers must meet (every question answered unless optional). */
export function answersSchema(questions: readonly Question[], errors: QuestionnaireErrors) {
  return z.object(Object.fromEntries(questions.map((q) => [q.id, questionSchema(q, errors)])));
}

/** The form's starting values: saved answers where they fit the question, else empty. */
export function initialAnswers(questions: readonly Question[], saved: Answers | null | undefined): Answers {
  return Object.fromEntries(
    questions.map((q) => {
      const value = saved?.[q.id];
      if (q.kind === 'multi') return [q.id, Array.isArray(value) ? value.filter((v) => q.options.some((o) => o.value === v)) : []];
      return [q.id, typeof value === 'string' ? value : ''];
    }),
  );
}

/** A screening's score: the sum of the chosen answers' points. */
export function questionnaireScore(questions: readonly Question[], answers: Answers): number {
  let score = 0;
  for (const q of questions) {
    if (q.kind !== 'choice') continue;
    score += q.options.find((o) => o.value === answers[q.id])?.points ?? 0;
  }
  return score;
}

/** A multiple choice after `value` was ticked: the exclusive answer clears the others, any other clears it. */
export function tickExclusive(chosen: readonly string[], value: string, exclusive: string | undefined): string[] {
  if (!exclusive || !chosen.includes(value)) return [...chosen];
  return value === exclusive ? [exclusive] : chosen.filter((v) => v !== exclusive);
}
