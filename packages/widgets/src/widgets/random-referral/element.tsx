import { defineWidgetElement } from '../../elements/define-element';
import { RandomReferral } from './random-referral';
import { randomReferralStyles } from './styles';
import { randomReferralWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = RandomReferral;
export const styles = randomReferralStyles;
export const define = () => defineWidgetElement(randomReferralWidget, RandomReferral, randomReferralStyles);
