import type { Widget } from '@healthdeck/contract/light';
import type { DashboardWidgetName } from '@healthdeck/contract/light';

/** A named dashboard widget's configuration as the demo seed places it (type custom), for PlacedWidget tests. */
export function namedWidgetConfig(name: DashboardWidgetName, overrides: Partial<Widget> = {}): Widget {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    name,
    title: name,
    type: 'custom',
    width: 'half',
    content_display: 'default',
    cta_type: 'button',
    cta_url_type: 'none',
    ...overrides,
  };
}
