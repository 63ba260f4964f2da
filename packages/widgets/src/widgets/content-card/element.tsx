import { defineWidgetElement } from '../../elements/define-element';
import { ContentCard } from './content-card';
import { contentCardStyles } from './styles';
import { contentCardWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = ContentCard;
export const styles = contentCardStyles;
export const define = () => defineWidgetElement(contentCardWidget, ContentCard, contentCardStyles);
