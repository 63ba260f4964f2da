import { defineWidgetElement } from '../../elements/define-element';
import { HydrationTracker } from './hydration-tracker';
import { hydrationTrackerStyles } from './styles';
import { hydrationTrackerWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = HydrationTracker;
export const styles = hydrationTrackerStyles;
export const define = () => defineWidgetElement(hydrationTrackerWidget, HydrationTracker, hydrationTrackerStyles);
