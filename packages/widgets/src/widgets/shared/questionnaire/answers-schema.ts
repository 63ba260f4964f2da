// The answers' validation (react-hook-form's zod resolver over a zod/mini schema built from the
// questions): loaded by QuestionnaireForm when the answers are first validated (an action that
// validates), so zod and the resolver are not part of a questionnaire's first code.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { Answers, Question, QuestionnaireErrors } from './questionnaire';

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

/** The form's resolver: the answers checked against answersSchema. */
export function answersResolver(questions: readonly Question[], errors: QuestionnaireErrors): Resolver<Answers> {
  return zodResolver(answersSchema(questions, errors)) as never;
}
