// @healthdeck/widgets/kit-detail-card: the widget's public surface (the widget, the card it shows, props, sheet, descriptor). Card and strings: the kits library (src/kits/).
export { KitDetailWidget } from './kit-detail-widget';
export type { KitDetailWidgetProps } from './kit-detail-widget';
export { KitDetailCard } from '../../kits/kit-detail-card';
export type { KitDetailCardProps } from '../../kits/kit-detail-card';
export { kitDetailCardStyles } from './styles';
export { kitDetailCardWidget } from './widget';
