// @healthdeck/widgets/hra-form: the widget's public surface (component, props, strings, sheet, descriptor).
export { HraForm } from './hra-form';
export type { HraFormProps } from './hra-form';
export { hraFormMessages } from './messages';
export type { HraFormMessages } from './messages';
export { sectionFormMessages } from './section-form-messages';
export type { SectionFormMessages } from './section-form-messages';
export { HRA_QUESTIONS } from './sections';
export { hraFormStyles } from './styles';
export { hraFormWidget } from './widget';
