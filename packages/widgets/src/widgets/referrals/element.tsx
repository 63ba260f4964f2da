import { defineWidgetElement } from '../../elements/define-element';
import { Referrals } from './referrals';
import { referralsStyles } from './styles';
import { referralsWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = Referrals;
export const styles = referralsStyles;
export const define = () => defineWidgetElement(referralsWidget, Referrals, referralsStyles);
