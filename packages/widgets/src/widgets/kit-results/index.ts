// @healthdeck/widgets/kit-results: the widget's public surface (component, props, sheet, descriptor). Strings: testing-center's catalogue.
export { KitResults } from './kit-results';
export type { KitResultsProps } from './kit-results';
export { kitResultsStyles } from './styles';
export { kitResultsWidget } from './widget';
