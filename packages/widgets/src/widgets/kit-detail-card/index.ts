// @healthdeck/widgets/kit-detail-card: the widget's public surface (the widget, the card it shows, props, sheet, descriptor). Strings: testing-center's catalogue.
export { KitDetailWidget } from './kit-detail-widget';
export type { KitDetailWidgetProps } from './kit-detail-widget';
export { KitDetailCard } from './kit-detail-card';
export type { KitDetailCardProps } from './kit-detail-card';
export { kitDetailCardStyles } from './styles';
export { kitDetailCardWidget } from './widget';
