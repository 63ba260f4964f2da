// @healthdeck/widgets/verify-email: the widget's public surface (component, props, strings, sheet, descriptor).
export { VerifyEmail } from './verify-email';
export type { VerifyEmailProps } from './verify-email';
export { verifyEmailMessages } from './messages';
export type { VerifyEmailMessages } from './messages';
export { verifyEmailStyles } from './styles';
export { verifyEmailWidget } from './widget';
