// @healthdeck/widgets/calendly: the widget's public surface (component, props, strings, sheet, descriptor).
export { Calendly } from './calendly';
export type { CalendlyProps } from './calendly';
export { CALENDLY_ORIGIN, calendlyEmbedAddress } from './calendly-embed';
export { calendlyMessages } from './messages';
export type { CalendlyMessages } from './messages';
export { calendlyStyles } from './styles';
export { calendlyWidget } from './widget';
