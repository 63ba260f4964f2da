// spec 001 §2: "A page has a title, optional lite widgets beside the title, a main content area,
// stacked regular widgets and a lower row of low widgets." Spec 000 §3.4: "Widget areas:
// regular_widgets, main_content, lite_widgets, daily_journal." The low row is the fifth area; which
// widget types it takes is the product's rule (docs/decisions/0083-low-widgets-row.md).
import { describe, expect, it } from 'vitest';
import { LOW_ROW_WIDGET_TYPES, PageLayout, WIDGET_AREAS, WIDGET_TYPES, WidgetClass, widgetFitsArea } from '../src/index.js';
import * as light from '../src/light.js';

describe('widget areas', () => {
  it("are spec 000 §3.4's four and spec 001 §2's lower row of low widgets", () => {
    expect(WIDGET_AREAS).toEqual(['regular_widgets', 'main_content', 'lite_widgets', 'daily_journal', 'low_widgets']);
    expect(Object.keys(PageLayout.parse({}))).toEqual(expect.arrayContaining([...WIDGET_AREAS]));
    expect(light.WIDGET_AREAS).toBe(WIDGET_AREAS);
  });

  it.each([
    ['nudge', true],
    ['icon_nudge', true],
    ['headline', true],
    ['text', true],
    ['two_content_links', true],
    ['login_streak', true],
    ['pregnancy_streak', true],
    ['common', false],
    ['borderless', false],
    ['quad', false],
    ['large_quad', false],
    ['html', false],
    ['custom', false],
  ] as const)('the low row takes a %s widget: %s', (type, fits) => {
    expect(widgetFitsArea('low_widgets', type)).toBe(fits);
    expect(light.widgetFitsArea('low_widgets', type)).toBe(fits);
  });

  it('names only widget types of spec 000 §3.4; a widget without a type is a common one', () => {
    for (const type of LOW_ROW_WIDGET_TYPES) expect(WIDGET_TYPES).toContain(type);
    expect(widgetFitsArea('low_widgets', undefined)).toBe(false);
  });

  it('lets every other area take any widget type', () => {
    for (const area of WIDGET_AREAS.filter((a) => a !== 'low_widgets')) for (const type of WIDGET_TYPES) expect(widgetFitsArea(area, type)).toBe(true);
  });

  it('keeps no placement on the widget: a page layout is the one record of where it sits', () => {
    const parsed = WidgetClass.parse({ name: 'Old', area: 'main_content', order: 3 });
    expect(parsed).not.toHaveProperty('area');
    expect(parsed).not.toHaveProperty('order');
  });
});
