// @healthdeck/widgets/wellbeing-library: the widget's public surface (component, props, strings, sheet, descriptor).
export { WellbeingLibrary } from './wellbeing-library';
export type { WellbeingLibraryProps } from './wellbeing-library';
export { resourceLink } from './resource-link';
export type { ResourceLink } from './resource-link';
export { wellbeingLibraryMessages } from './messages';
export type { WellbeingLibraryMessages } from './messages';
export { wellbeingLibraryStyles } from './styles';
export { wellbeingLibraryWidget } from './widget';
