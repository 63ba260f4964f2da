import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { createFakeMealsApi } from '../../test/fake-meals-api';
import { setElementClient } from '../../elements/element-client';
import { define as defineSmartMealTracker } from './element';

beforeAll(async () => {
  setElementClient(await createFakeClient(createFakeMealsApi({ energy: 1000, carbs: 50, protein: 30, fat: 20 })));
  defineSmartMealTracker();
});

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(html: string) {
  document.body.innerHTML = html;
  const el = document.querySelector('hd-smart-meal-tracker') as HTMLElement;
  const root = el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
  await within(root).findByRole('progressbar', { name: 'Calories' });
  return { el, ui: within(root) };
}

describe('<hd-smart-meal-tracker>', () => {
  it('renders the rings and the link into an open shadow root with its stylesheet adopted', async () => {
    const { el, ui } = await mount('<hd-smart-meal-tracker></hd-smart-meal-tracker>');
    expect(el.shadowRoot?.mode).toBe('open');
    expect(ui.getByRole('region', { name: 'Smart Meal Tracker' })).toBeTruthy();
    expect(ui.getByRole('progressbar', { name: 'Calories' }).getAttribute('aria-valuetext')).toBe('1000 / 2000 kcal');
    expect(ui.getByRole('link', { name: 'Log a meal' }).getAttribute('href')).toBe('/client/log-meal');
    const css = (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText)).join('\n');
    expect(css).toContain('.hd-meals__nutrients');
    expect(css).toContain('.hd-progress--calorie');
    expect(css).toContain('.hd-progress--nutrient');
    expect(css).toContain('--hd-color-primary');
  });

  it('takes the link target from the log-meal-href attribute', async () => {
    const { ui } = await mount('<hd-smart-meal-tracker log-meal-href="/partner/meals"></hd-smart-meal-tracker>');
    expect(ui.getByRole('link', { name: 'Log a meal' }).getAttribute('href')).toBe('/partner/meals');
  });
});
