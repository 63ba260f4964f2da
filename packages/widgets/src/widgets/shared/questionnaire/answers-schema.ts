// The answers' validation (react-hook-form's zod resolver over a zod/mini schema built from the
// questions): loaded by QuestionnaireForm when the answers are first validated (an action that
// validates), so zod, the resolver and the validation messages (error-messages.ts) are not part of a
// questionnaire's first code.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { Language } from '@healthdeck/contract/light';
import { loadMessages } from '../../../i18n/language';
import { questionnaireErrorMessages } from './error-messages';
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

/** The form's resolver: the answers checked against answersSchema, its messages in `language` (English if they cannot load). */
export async function answersResolver(questions: readonly Question[], language: Language): Promise<Resolver<Answers>> {
  const errors = await loadMessages(questionnaireErrorMessages, language).catch((error: unknown) => {
    console.warn(`[healthdeck] could not load the ${language} strings; showing English`, error);
    return questionnaireErrorMessages.en;
  });
  return zodResolver(answersSchema(questions, errors)) as never;
}
