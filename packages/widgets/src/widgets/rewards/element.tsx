import { defineWidgetElement } from '../../elements/define-element';
import { Rewards } from './rewards';
import { rewardsStyles } from './styles';
import { rewardsWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = Rewards;
export const styles = rewardsStyles;
export const define = () => defineWidgetElement(rewardsWidget, Rewards, rewardsStyles);
