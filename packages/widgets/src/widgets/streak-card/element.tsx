import { defineWidgetElement } from '../../elements/define-element';
import { StreakCard } from './streak-card';
import { streakCardStyles } from './styles';
import { streakCardWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = StreakCard;
export const styles = streakCardStyles;
export const define = () => defineWidgetElement(streakCardWidget, StreakCard, streakCardStyles);
