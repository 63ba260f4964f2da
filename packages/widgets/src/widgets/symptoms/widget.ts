import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { SymptomsProps } from './symptoms';

export const symptomsWidget = describeWidget<SymptomsProps>({
  folder: 'symptoms',
  tag: 'hd-symptoms',
  description: "Today's symptoms, each toggled logged or not; 'None of these' clears the others (spec 001 §4).",
  events: [
    { prop: 'onChange', name: 'hd-change', description: 'After the server confirmed a toggle; detail {symptomId, status, logged}.' },
    { prop: 'onError', name: 'hd-error', description: 'A load or toggle failed; detail {message}.' },
  ],
  parts: [
    ...commonParts('body', 'prompt', 'list', 'empty', 'error', 'skeleton'),
    { name: 'option', description: 'Each symptom.' },
    { name: 'option-logged', description: 'A symptom logged today.' },
  ],
  load: () => import('./element'),
});
