// @healthdeck/widgets/recent-test: the widget's public surface (component, props, sheet, descriptor). Strings: testing-center's catalogue.
export { RecentTest } from './recent-test';
export type { RecentTestProps } from './recent-test';
export { recentTestStyles } from './styles';
export { recentTestWidget } from './widget';
