// @healthdeck/widgets/fitness: the widget's public surface (component, props, strings, sheet, descriptor).
export { Fitness, FITNESS_HREF } from './fitness';
export type { FitnessProps } from './fitness';
export { fitnessMessages } from './messages';
export type { FitnessMessages } from './messages';
export { fitnessStyles } from './styles';
export { fitnessWidget } from './widget';
