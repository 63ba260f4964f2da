import { defineWidgetElement } from '../../elements/define-element';
import { KitResults } from './kit-results';
import { kitResultsStyles } from './styles';
import { kitResultsWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = KitResults;
export const styles = kitResultsStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(kitResultsWidget, KitResults, kitResultsStyles);
