import type { Widget } from '@healthdeck/contract/light';

/** A widget config as the server answers it (contract Widget), with the fields a test sets. */
export function widgetConfig(overrides: Partial<Widget> & Pick<Widget, 'type'>): Widget {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Test widget',
    width: 'half',
    content_display: 'default',
    cta_type: 'button',
    cta_url_type: 'none',
    ...overrides,
  };
}
