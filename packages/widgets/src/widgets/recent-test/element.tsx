import { defineWidgetElement } from '../../elements/define-element';
import { RecentTest } from './recent-test';
import { recentTestStyles } from './styles';
import { recentTestWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = RecentTest;
export const styles = recentTestStyles;
export const define = (): CustomElementConstructor => defineWidgetElement(recentTestWidget, RecentTest, recentTestStyles);
