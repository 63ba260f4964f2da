// @healthdeck/widgets/html-content: the widget's public surface (component, props, sanitiser, sheet, descriptor).
export { HtmlContent } from './html-content';
export type { HtmlContentProps } from './html-content';
export { sanitizeHtml } from './sanitize';
export { htmlContentStyles } from './styles';
export { htmlContentWidget } from './widget';
