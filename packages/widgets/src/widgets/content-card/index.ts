// @healthdeck/widgets/content-card: the widget's public surface (component, props, strings, sheet, descriptor).
export { ContentCard, CONTENT_CARD_TYPES } from './content-card';
export type { ContentCardProps, ContentCardType } from './content-card';
export { cardCtaTarget } from './cta';
export type { CardCtaTarget } from './cta';
export { contentCardMessages } from './messages';
export type { ContentCardMessages } from './messages';
export { contentCardStyles } from './styles';
export { contentCardWidget } from './widget';
