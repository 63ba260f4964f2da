// @healthdeck/widgets/program-progress: the widget's public surface (component, props, strings, sheet, descriptor).
export { ProgramProgress } from './program-progress';
export type { ProgramProgressProps } from './program-progress';
export { ProgramCard } from './program-card';
export type { ProgramCardProps } from './program-card';
export { ActionCta } from './action-cta';
export type { ActionCtaProps } from './action-cta';
export { programProgressMessages } from './messages';
export type { ProgramProgressMessages } from './messages';
export { programProgressStyles } from './styles';
export { programProgressWidget } from './widget';
