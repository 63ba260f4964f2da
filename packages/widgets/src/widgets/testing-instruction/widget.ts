import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { TestingInstructionProps } from './testing-instruction';

export const testingInstructionWidget = describeWidget<TestingInstructionProps>({
  folder: 'testing-instruction',
  tag: 'hd-testing-instruction',
  description: "A TESTINGINSTRUCTION page: how to take the latest kit's test.",
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'), { name: 'steps', description: 'The samples.' }],
  load: () => import('./element'),
});
