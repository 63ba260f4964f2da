import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, json, type FakeCall } from '@healthdeck/sdk/testing';
import { classRecord, renderAdminAt } from './render-admin.js';

// spec 000 §3.3 Organization logo_variants (items with logo_name and a logo_path file), sent as a
// multipart set (spec 000 §7.1): each variant shown, uploaded and removed.

const ORG = '11111111-1111-4111-8111-000000000001';

function organizationWorld() {
  let data: Record<string, unknown> = { name: 'Acme Health', code: 'acme', logo_variants: [{ logo_name: 'light', logo_path: '/media/light.png' }] };
  return {
    adminGet: () => json(classRecord('organizations', ORG, data)),
    adminSet: (call: FakeCall) => {
      if (call.body instanceof FormData) {
        const sent = JSON.parse(String(call.body.get('data'))) as { logo_variants: { logo_name: string }[] };
        const file = call.body.get(`logo_variants.${sent.logo_variants.length - 1}.logo_path`);
        if (!(file instanceof File)) return apiError(400, 'Required', 'VALIDATION_FAILED', { 'logo_variants.1.logo_path': 'Required' });
        data = {
          ...data,
          logo_variants: sent.logo_variants.map((v, i) => ({
            ...v,
            logo_path: i === sent.logo_variants.length - 1 ? `/media/${file.name}` : (data.logo_variants as { logo_path: string }[])[i]!.logo_path,
          })),
        };
      } else {
        data = { ...data, ...(call.body as { data: Record<string, unknown> }).data };
      }
      return json(classRecord('organizations', ORG, data));
    },
  };
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('organisation logo variants', () => {
  it('shows each variant with its image; uploads a new one as the file part of its path; removes one', async () => {
    const api = await renderAdminAt(`/admin/organizations/${ORG}/logos`, organizationWorld());
    expect(await screen.findByRole('heading', { level: 1, name: 'Logos: Acme Health' }, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByRole('img', { name: 'light logo' }) as HTMLImageElement).getAttribute('src')).toBe('/media/light.png');

    // The contract's rule for the name, a name already used, and the file, before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('Choose the logo file.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Variant name'), { target: { value: 'Light' } });
    fireEvent.change(screen.getByLabelText('Logo file'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText('A variant already has this name.')).toBeTruthy();
    expect(screen.getByText('Choose an image file (PNG, JPEG, GIF, WebP or SVG).')).toBeTruthy();
    expect(api.called('adminSet')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Variant name'), { target: { value: 'dark' } });
    fireEvent.change(screen.getByLabelText('Logo file'), { target: { files: [png('dark.png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText('Uploaded logo variant dark.')).toBeTruthy();
    const form = api.called('adminSet')[0]!.body as FormData;
    expect(form.get('classkey')).toBe('organizations');
    expect(form.get('id')).toBe(ORG);
    expect(JSON.parse(String(form.get('data')))).toEqual({ logo_variants: [{ logo_name: 'light', logo_path: '/media/light.png' }, { logo_name: 'dark' }] });
    expect((form.get('logo_variants.1.logo_path') as File).name).toBe('dark.png');
    await waitFor(() => expect(screen.getByRole('img', { name: 'dark logo' }).getAttribute('src')).toBe('/media/dark.png'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove logo variant light' }));
    expect(await screen.findByText('Removed logo variant light.')).toBeTruthy();
    expect(api.called('adminSet')[1]?.body).toEqual({ classkey: 'organizations', id: ORG, data: { logo_variants: [{ logo_name: 'dark', logo_path: '/media/dark.png' }] } });
    await waitFor(() => expect(screen.queryByRole('img', { name: 'light logo' })).toBeNull());
    expect(document.querySelectorAll('.hd-logo-variant')).toHaveLength(1);
  });

  it("shows the server's 400 for an upload", async () => {
    await renderAdminAt(`/admin/organizations/${ORG}/logos`, {
      ...organizationWorld(),
      adminSet: () => apiError(400, 'logo_variants.1.logo_name: Must be at most 100 characters', 'VALIDATION_FAILED', { 'logo_variants.1.logo_name': 'Must be at most 100 characters' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Logos: Acme Health' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Variant name'), { target: { value: 'dark' } });
    fireEvent.change(screen.getByLabelText('Logo file'), { target: { files: [png('dark.png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Must be at most 100 characters');
  });
});
