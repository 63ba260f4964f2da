// @healthdeck/widgets/symptoms: the widget's public surface (component, props, strings, sheet, descriptor).
export { Symptoms } from './symptoms';
export type { SymptomsProps, SymptomChangeDetail } from './symptoms';
export { symptomsMessages } from './messages';
export type { SymptomsMessages } from './messages';
export { symptomsStyles } from './styles';
export { symptomsWidget } from './widget';
