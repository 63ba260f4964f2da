import { defineWidgetElement } from '../../elements/define-element';
import { SmartMealTracker } from './smart-meal-tracker';
import { smartMealTrackerStyles } from './styles';
import { smartMealTrackerWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = SmartMealTracker;
export const styles = smartMealTrackerStyles;
export const define = () => defineWidgetElement(smartMealTrackerWidget, SmartMealTracker, smartMealTrackerStyles);
