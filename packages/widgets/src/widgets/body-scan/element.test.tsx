import { beforeAll, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { accountFixture, createFakeClient, createFakeServer, json } from '@healthdeck/sdk/testing';
import { defineElements } from '../../elements/define-elements';

beforeAll(async () => {
  const server = createFakeServer({
    account: () => json(accountFixture()),
    measurementLast: () => json({ measurement: null, measurement_skip: null }),
  });
  await defineElements(await createFakeClient(server));
});

describe('<hd-body-scan>', () => {
  it('renders the widget into an open shadow root with its stylesheet adopted, and the skip form’s rules when it loads (the measurement view’s only with a measurement)', async () => {
    document.body.innerHTML = '<hd-body-scan></hd-body-scan>';
    const el = document.querySelector('hd-body-scan') as HTMLElement;
    const root = el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
    const ui = within(root);
    expect(await ui.findByRole('button', { name: 'Skip it for now' })).toBeTruthy();
    expect(ui.getByRole('region', { name: '3D Body Scan' })).toBeTruthy();
    const css = () => (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText)).join('\n');
    expect(css()).toContain('.hd-body-scan__actions');
    // The measurement view's rules come with it (this member has no measurement: never loaded).
    expect(css()).not.toContain('.hd-body-scan__scale');
    // The skip form loads on demand and adopts its own and its field's rules into the same shadow root.
    expect(css()).not.toContain('.hd-field__error');
    expect(css()).not.toContain('.hd-body-scan__option');
    ui.getByRole('button', { name: 'Skip it for now' }).click();
    expect(await ui.findByRole('textbox', { name: 'Reason' })).toBeTruthy();
    expect(css()).toContain('.hd-field__error');
    expect(css()).toContain('.hd-body-scan__option');
    document.body.innerHTML = '';
  });
});
