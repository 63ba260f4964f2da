import { beforeAll, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { createFakeClient } from '@healthdeck/sdk/testing';
import { defineElements } from '../../elements/define-elements';
import { createVitalsServer } from '../../vitals/fake-vitals';

beforeAll(async () => {
  await defineElements(await createFakeClient(createVitalsServer()));
});

describe('vitals elements', () => {
  it.each([
    ['hd-vitals', 'Virtual Vitals', 'button', 'Take my vitals', '.hd-modal'],
    ['hd-vitals-history', 'Vitals history', 'link', 'Take my vitals', '.hd-vitals__scans'],
  ])('<%s> renders into an open shadow root with its stylesheet adopted', async (tag, title, role, name, rule) => {
    document.body.innerHTML = `<${tag}></${tag}>`;
    const el = document.querySelector(tag) as HTMLElement;
    const root = el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
    const ui = within(root);
    expect(await ui.findByRole(role, { name })).toBeTruthy();
    expect(ui.getByRole('region', { name: title })).toBeTruthy();
    const css = (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText)).join('\n');
    expect(css).toContain('.hd-vitals__badge--good');
    expect(css).toContain(rule);
    document.body.innerHTML = '';
  });

  it('<hd-vitals-scan> says so when there is no camera, with a way back', async () => {
    document.body.innerHTML = '<hd-vitals-scan></hd-vitals-scan>';
    const el = document.querySelector('hd-vitals-scan') as HTMLElement;
    const ui = within(el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement);
    expect((await ui.findByRole('alert')).textContent).toBe('No camera was found. Connect a camera, or use a device with one, to take your vitals.');
    expect(ui.getByRole('link', { name: 'Back to vitals' }).getAttribute('href')).toBe('/client/home');
    const css = (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText)).join('\n');
    expect(css).toContain('.hd-vitals-scan__oval');
    document.body.innerHTML = '';
  });
});
