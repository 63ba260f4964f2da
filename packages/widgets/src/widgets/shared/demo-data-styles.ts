import demoData from './demo-data-badge.css?inline';

/**
 * The demo-data mark's sheet (DemoDataBadge) for a host that shows the mark outside a widget: the
 * portal's own screens adopt it into the document beside the primitives' sheet.
 */
export const demoDataStyles = demoData;
