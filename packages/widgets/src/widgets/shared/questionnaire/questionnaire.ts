// The one form mechanism of the member's sealed questionnaires (the HRA sections and the nutrition
// form, spec 000 §7.6): questions described as data, validated by a zod/mini schema built from them
// (answers-schema.ts, loaded when the answers are first validated), answers kept as the form holds
// them and sealed by the sdk. A screening's score is questionnaire-score.ts (only the HRA's submit
// reads it), so the form's code does not carry it.

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

/** A multiple choice after `value` was ticked: the exclusive answer clears the others, any other clears it. */
export function tickExclusive(chosen: readonly string[], value: string, exclusive: string | undefined): string[] {
  if (!exclusive || !chosen.includes(value)) return [...chosen];
  return value === exclusive ? [exclusive] : chosen.filter((v) => v !== exclusive);
}
