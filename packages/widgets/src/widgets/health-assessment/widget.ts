import { describeWidget } from '../../registry/widget-descriptor';
import type { HealthAssessmentProps } from './health-assessment';

export const healthAssessmentWidget = describeWidget<HealthAssessmentProps>({
  folder: 'health-assessment',
  names: ['Health Assessment', 'Health Assessment - Empty'],
  tag: 'hd-health-assessment',
  description:
    "The Health Assessment dashboard cards (spec 001 §2, filled and empty): 'Health Assessment - Empty' asks to Start now (the page whose path is hra-form) until a section is saved; 'Health Assessment' then shows each section's status (spec 000 §3.4 form status) and leads back to the assessment.",
  attributes: [
    { prop: 'variant', type: 'string', description: "'empty' or 'filled'; without it the card that fits the member." },
    { prop: 'config', type: 'json', description: 'The widget configuration (spec 001 §3); its name picks the variant.' },
  ],
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [
    { name: 'widget', description: 'The card.' },
    { name: 'title', description: "'Health Assessment'." },
    { name: 'body', description: 'The card body.' },
    { name: 'progress', description: "'{done} of {total} sections done', or the submitted note." },
    { name: 'list', description: 'The sections with their status.' },
    { name: 'status', description: "A section's status badge." },
    { name: 'cta', description: 'Start now, Continue assessment or View assessment.' },
    { name: 'skeleton', description: 'The loading placeholder.' },
    { name: 'locked', description: 'What a signed-out visitor sees.' },
    { name: 'error', description: 'The error message.' },
  ],
  load: () => import('./element'),
});
