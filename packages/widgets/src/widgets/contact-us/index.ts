// @healthdeck/widgets/contact-us: the widget's public surface (component, props, strings, sheet, descriptor).
export { ContactUs, contactPage } from './contact-us';
export type { ContactUsProps } from './contact-us';
export { contactUsMessages } from './messages';
export type { ContactUsMessages } from './messages';
export { contactUsStyles } from './styles';
export { contactUsWidget } from './widget';
