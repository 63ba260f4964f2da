import { beforeAll, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFixture, createFakeClient, createFakeServer, json } from '@healthdeck/sdk/testing';
import { defineElements } from '../../elements/define-elements';

const REWARD = '00000000-0000-4000-8000-0000000000a1';

beforeAll(async () => {
  const server = createFakeServer({
    account: () => json(accountFixture({ verified: true, starBalance: 20 })),
    rewardsEligible: () =>
      json({
        rewards: [{ id: REWARD, name: 'Smoothie voucher', description: '', star_cost: 15, background_image_url: null, stock: 2, can_redeem: true }],
        star_balance: 20,
      }),
    rewardRedemptions: () => json({ redemptions: [] }),
  });
  await defineElements(await createFakeClient(server));
});

describe('<hd-rewards>', () => {
  it("renders into an open shadow root with its sheet adopted; the redeem dialog brings the modal's rules when it opens", async () => {
    document.body.innerHTML = '<hd-rewards></hd-rewards>';
    const el = document.querySelector('hd-rewards') as HTMLElement;
    const root = el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
    const ui = within(root);
    const redeem = await ui.findByRole('button', { name: 'Redeem: Smoothie voucher' });
    const css = () => (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText)).join('\n');
    expect(css()).toContain('.hd-rewards__grid');
    expect(css()).not.toContain('.hd-modal__backdrop');
    await userEvent.click(redeem);
    expect(await ui.findByRole('dialog', { name: 'Redeem this reward?' })).toBeTruthy();
    expect(css()).toContain('.hd-modal__backdrop');
    document.body.innerHTML = '';
  });
});
