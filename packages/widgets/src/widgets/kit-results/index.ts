// @healthdeck/widgets/kit-results: the widget's public surface (component, props, sheet, descriptor). Strings: its own catalogue and the testing center's.
export { KitResults } from './kit-results';
export type { KitResultsProps } from './kit-results';
export { kitResultsStyles } from './styles';
export { kitResultsWidget } from './widget';
export { kitResultsMessages } from '../../kits/results-messages';
export type { KitResultsMessages } from '../../kits/results-messages';
