import { defineWidgetElement } from '../../elements/define-element';
import { VitalsHistory } from './vitals-history';
import { vitalsHistoryStyles } from './styles';
import { vitalsHistoryWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = VitalsHistory;
export const styles = vitalsHistoryStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(vitalsHistoryWidget, VitalsHistory, vitalsHistoryStyles);
