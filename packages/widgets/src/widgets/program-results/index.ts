// @healthdeck/widgets/program-results: the widget's public surface (component, props, strings, sheet, descriptor).
export { ProgramResults } from './program-results';
export type { ProgramResultsProps } from './program-results';
export { programResultsMessages } from './messages';
export type { ProgramResultsMessages } from './messages';
export { programResultsStyles } from './styles';
export { programResultsWidget } from './widget';
