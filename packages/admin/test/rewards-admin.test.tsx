import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, json, type FakeCall } from '@healthdeck/sdk/testing';
import { NOW, renderAdminAt } from './render-admin.js';

// spec 000 §7.4 admin rewards (create / update as multipart: data JSON plus an optional
// background_image; delete) and their redemption secrets (GET, POST, PUT /{id}, DELETE /{id}).

const REWARD = '77777777-7777-4777-8777-000000000001';
const SECRET_A = '88888888-8888-4888-8888-000000000001';
const SECRET_B = '88888888-8888-4888-8888-000000000002';

function reward(over: Record<string, unknown> = {}) {
  return {
    id: REWARD,
    name: 'Coffee voucher',
    description: 'A free coffee',
    star_cost: 50,
    active: true,
    background_image_url: null,
    stock: 1,
    secrets_total: 2,
    created_at: NOW,
    updated_at: NOW,
    ...over,
  };
}
function secret(id: string, value: string, redeemed: boolean) {
  return { id, reward_id: REWARD, secret: value, redeemed_at: redeemed ? NOW : null, created_at: NOW };
}

function rewardsWorld() {
  let stored = reward();
  let secrets = [secret(SECRET_A, 'COFFEE-1', true), secret(SECRET_B, 'COFFEE-2', false)];
  return {
    adminRewards: () => json({ rewards: [stored], total_count: 1 }),
    adminReward: () => json({ reward: stored }),
    adminRewardCreate: (call: FakeCall) => {
      const data = JSON.parse(String((call.body as FormData).get('data'))) as Record<string, unknown>;
      stored = reward({
        ...data,
        background_image_url: (call.body as FormData).get('background_image') ? `/api/client/rewards/${REWARD}/background-image` : null,
        stock: 0,
        secrets_total: 0,
      });
      secrets = [];
      return json({ reward: stored });
    },
    adminRewardUpdate: (call: FakeCall) => {
      const data = JSON.parse(String((call.body as FormData).get('data'))) as Record<string, unknown>;
      stored = reward({ ...data, background_image_url: data.remove_background_image ? null : stored.background_image_url, updated_at: '2026-03-02T10:00:00.000Z' });
      return json({ reward: stored });
    },
    rewardImage: () => new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), { status: 200, headers: { 'content-type': 'image/png' } }),
    adminRewardSecrets: () => json({ secrets }),
    adminRewardSecretCreate: (call: FakeCall) => {
      const value = String((call.body as { secret?: string }).secret ?? '').trim();
      if (!value) return apiError(400, 'Enter the secret', 'VALIDATION_FAILED', { secret: 'Enter the secret' });
      const made = secret(`88888888-8888-4888-8888-00000000000${secrets.length + 3}`, value, false);
      secrets = [...secrets, made];
      return json({ secret: made });
    },
    adminRewardSecretUpdate: (call: FakeCall) => {
      secrets = secrets.map((s) => (s.id === call.params.id ? { ...s, secret: (call.body as { secret: string }).secret } : s));
      return json({ secret: secrets.find((s) => s.id === call.params.id) });
    },
    adminRewardSecretDelete: (call: FakeCall) => {
      if (secrets.find((s) => s.id === call.params.id)?.redeemed_at) return apiError(409, 'This secret has already been redeemed and cannot be changed', 'CONFLICT');
      secrets = secrets.filter((s) => s.id !== call.params.id);
      return { status: 204 };
    },
  };
}

describe('admin rewards', () => {
  it('lists rewards with their stock, creates one with a background image, then opens its secrets', async () => {
    const api = await renderAdminAt('/admin/rewards', rewardsWorld());
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Coffee voucher' })).toBeTruthy());
    expect(screen.getByRole('cell', { name: '1 of 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'New reward' }));
    await screen.findByRole('heading', { level: 1, name: 'New reward' });
    // The contract's RewardData messages before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Create reward' }));
    expect(await screen.findByText('Enter a name for the reward')).toBeTruthy();
    expect(screen.getByText('The star cost must be a whole number between 1 and 100000')).toBeTruthy();
    expect(api.called('adminRewardCreate')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Yoga class' } });
    fireEvent.change(screen.getByLabelText('Star cost'), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText('Background image'), { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'yoga.png', { type: 'image/png' })] } });
    expect(screen.getByText('Chosen: yoga.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create reward' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reward: Yoga class' })).toBeTruthy();
    expect(screen.getByText('Created reward “Yoga class”. Add its redemption secrets below.')).toBeTruthy();
    const form = api.called('adminRewardCreate')[0]!.body as FormData;
    expect(JSON.parse(String(form.get('data')))).toEqual({ name: 'Yoga class', description: '', star_cost: 120, active: true });
    expect((form.get('background_image') as File).name).toBe('yoga.png');
    expect(await screen.findByText('No secrets yet: members cannot redeem this reward until it has one.')).toBeTruthy();
  });

  it("shows the stored image and removes it on save; manages the secrets, with the server's messages", async () => {
    const world = rewardsWorld();
    const withImage = reward({ background_image_url: `/api/client/rewards/${REWARD}/background-image` });
    const api = await renderAdminAt(`/admin/rewards/${REWARD}`, { ...world, adminReward: () => json({ reward: withImage }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reward: Coffee voucher' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Background image of Coffee voucher' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByText('The image is removed when you save.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved reward “Coffee voucher”.')).toBeTruthy();
    const sent = JSON.parse(String((api.called('adminRewardUpdate')[0]!.body as FormData).get('data'))) as Record<string, unknown>;
    expect(sent.remove_background_image).toBe(true);

    // Secrets: the redeemed one is read-only; an empty secret gets the server's message under the field.
    const table = await screen.findByRole('region', { name: 'Redemption secrets table' });
    const redeemedRow = within(table).getByText('COFFEE-1').closest('tr') as HTMLElement;
    expect(within(redeemedRow).getByText(/^Redeemed /)).toBeTruthy();
    expect(within(redeemedRow).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add secret' }));
    expect(await screen.findByText('Enter the secret')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New secret'), { target: { value: 'COFFEE-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add secret' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Redemption secrets table' })).getByText('COFFEE-3')).toBeTruthy());
    expect(api.called('adminRewardSecretCreate')[1]?.body).toEqual({ secret: 'COFFEE-3' });

    fireEvent.click(screen.getByRole('button', { name: 'Edit secret COFFEE-2' }));
    fireEvent.change(screen.getByLabelText('New value for COFFEE-2'), { target: { value: 'COFFEE-2B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save secret COFFEE-2' }));
    await waitFor(() => expect(api.called('adminRewardSecretUpdate')).toHaveLength(1));
    expect(api.called('adminRewardSecretUpdate')[0]?.params.id).toBe(SECRET_B);
    await waitFor(() => expect(screen.getByText('COFFEE-2B')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Delete secret COFFEE-2B' }));
    await waitFor(() => expect(screen.queryByText('COFFEE-2B')).toBeNull());
    expect(screen.getByText('Secret deleted.')).toBeTruthy();
  });
});
