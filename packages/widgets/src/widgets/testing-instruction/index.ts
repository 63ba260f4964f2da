// @healthdeck/widgets/testing-instruction: the widget's public surface (component, props, strings, sheet, descriptor).
export { TestingInstruction } from './testing-instruction';
export type { TestingInstructionProps } from './testing-instruction';
export { testingInstructionMessages } from './messages';
export type { TestingInstructionMessages } from './messages';
export { testingInstructionStyles } from './styles';
export { testingInstructionWidget } from './widget';
