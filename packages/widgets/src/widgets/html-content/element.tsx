import { defineWidgetElement } from '../../elements/define-element';
import { HtmlContent } from './html-content';
import { htmlContentStyles } from './styles';
import { htmlContentWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = HtmlContent;
export const styles = htmlContentStyles;
export const define = () => defineWidgetElement(htmlContentWidget, HtmlContent, htmlContentStyles);
