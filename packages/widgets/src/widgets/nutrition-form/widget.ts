import { describeWidget } from '../../registry/widget-descriptor';
import type { NutritionFormProps } from './nutrition-form';

export const nutritionFormWidget = describeWidget<NutritionFormProps>({
  folder: 'nutrition-form',
  tag: 'hd-nutrition-form',
  description:
    "The member's nutrition form (spec 000 §7.6 nutrition form: load, save, submit; §3.3 diet, allergies, goals): the saved draft opened in the browser, Save draft and Submit. Answers are encrypted in the browser; without the member's key it asks for the password.",
  events: [
    { prop: 'onSubmit', name: 'hd-change', description: 'The form was submitted; detail {status}.' },
    { prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' },
  ],
  parts: [
    { name: 'widget', description: 'The card.' },
    { name: 'title', description: "'Nutrition Form'." },
    { name: 'body', description: 'The status, the questions and the buttons.' },
    { name: 'status', description: 'Not started, draft saved or submitted, with the date.' },
    { name: 'form', description: 'The questions.' },
    { name: 'question', description: 'One question.' },
    { name: 'actions', description: 'Submit and Save draft.' },
    { name: 'skeleton', description: 'The loading skeleton.' },
    { name: 'locked', description: 'The signed-out text, or the locked state with its password prompt.' },
    { name: 'error', description: 'A load, save, submit or field message.' },
  ],
  load: () => import('./element'),
});
