import { defineWidgetElement } from '../../elements/define-element';
import { KitDetailWidget } from './kit-detail-widget';
import { kitDetailCardStyles } from './styles';
import { kitDetailCardWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = KitDetailWidget;
export const styles = kitDetailCardStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(kitDetailCardWidget, KitDetailWidget, kitDetailCardStyles);
