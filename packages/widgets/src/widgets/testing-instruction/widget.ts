import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { TestingInstructionProps } from './testing-instruction';

export const testingInstructionWidget = describeWidget<TestingInstructionProps>({
  folder: 'testing-instruction',
  tag: 'hd-testing-instruction',
  description:
    "How to take the test of the member's latest kit: a Spot kit's samples with the vendor's instructions and the biomarkers each gives, another kit's measures; a register link without a kit. The content of a TESTINGINSTRUCTION page (spec 000 §3.4).",
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'),
    { name: 'kit', description: "The kit's test name and kit ID." },
    { name: 'steps', description: 'The samples to take, in order.' },
    { name: 'step', description: 'One sample with its instructions.' },
    { name: 'link', description: 'The register link (no kit).' },
  ],
  load: () => import('./element'),
});
