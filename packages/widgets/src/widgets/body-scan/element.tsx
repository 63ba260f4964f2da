import { defineWidgetElement } from '../../elements/define-element';
import { BodyScan } from './body-scan';
import { bodyScanStyles } from './styles';
import { bodyScanWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = BodyScan;
export const styles = bodyScanStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(bodyScanWidget, BodyScan, bodyScanStyles);
