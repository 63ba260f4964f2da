import { describeWidget } from '../../registry/widget-descriptor';
import type { HraFormProps } from './hra-form';

export const hraFormWidget = describeWidget<HraFormProps>({
  folder: 'hra-form',
  tag: 'hd-hra-form',
  description:
    "The member's health assessment (spec 001 §2 the page whose path is hra-form, §4 section status; spec 000 §3.4 HRA form kinds): social history, depression and anxiety screening, family history and EPDS, each with its status and button (Get started, Complete, Edit, Continue Section), saved to resume later, completed or skipped, then submitted. Answers are encrypted in the browser; without the member's key it asks for the password.",
  events: [
    { prop: 'onSubmit', name: 'hd-change', description: 'The assessment was submitted; detail {status}.' },
    { prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' },
  ],
  parts: [
    { name: 'widget', description: 'The card.' },
    { name: 'title', description: "'Health Assessment'." },
    { name: 'body', description: 'The sections and the submit button.' },
    { name: 'progress', description: "'{done} of {total} sections done'." },
    { name: 'sections', description: 'The list of sections.' },
    { name: 'status', description: "A section's status badge." },
    { name: 'section', description: 'The open section.' },
    { name: 'form', description: "The open section's questions." },
    { name: 'question', description: 'One question.' },
    { name: 'actions', description: "The open section's buttons." },
    { name: 'submitted', description: 'The submitted note.' },
    { name: 'skeleton', description: 'The loading skeleton.' },
    { name: 'locked', description: 'The signed-out text, or the locked state with its password prompt.' },
    { name: 'error', description: 'A load, save, submit or field message.' },
  ],
  load: () => import('./element'),
});
