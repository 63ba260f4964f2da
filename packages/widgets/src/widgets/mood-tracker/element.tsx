import { defineWidgetElement } from '../../elements/define-element';
import { MoodTracker } from './mood-tracker';
import { moodTrackerStyles } from './styles';
import { moodTrackerWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = MoodTracker;
export const styles = moodTrackerStyles;
export const define = () => defineWidgetElement(moodTrackerWidget, MoodTracker, moodTrackerStyles);
