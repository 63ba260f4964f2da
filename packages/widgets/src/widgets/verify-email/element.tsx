import { defineWidgetElement } from '../../elements/define-element';
import { VerifyEmail } from './verify-email';
import { verifyEmailStyles } from './styles';
import { verifyEmailWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = VerifyEmail;
export const styles = verifyEmailStyles;
export const define = () => defineWidgetElement(verifyEmailWidget, VerifyEmail, verifyEmailStyles);
