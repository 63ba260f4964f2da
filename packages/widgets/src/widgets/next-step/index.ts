// @healthdeck/widgets/next-step: the widget's public surface (component, props, strings, sheet, descriptor).
export { NextStep, nextAction } from './next-step';
export type { NextStepProps } from './next-step';
export { nextStepMessages } from './messages';
export type { NextStepMessages } from './messages';
export { nextStepStyles } from './styles';
export { nextStepWidget } from './widget';
