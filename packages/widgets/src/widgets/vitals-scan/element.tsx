import { defineWidgetElement } from '../../elements/define-element';
import { VitalsScan } from './vitals-scan';
import { vitalsScanStyles } from './styles';
import { vitalsScanWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = VitalsScan;
export const styles = vitalsScanStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(vitalsScanWidget, VitalsScan, vitalsScanStyles);
