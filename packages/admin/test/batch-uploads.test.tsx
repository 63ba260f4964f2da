import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVALID_UPLOAD_FILE } from '@healthdeck/sdk';
import { apiError, json, type FakeCall } from '@healthdeck/sdk/testing';
import { renderAdminAt } from './render-admin.js';

// spec 000 §7.6 batch uploads (users with organization_code, medications, allergies, health
// issues), §8 (400 returns the body: every bad row's error; nothing imported); spec 001 §5 upload
// validation (csv or json only, else 'Please select a valid file.').

const UPLOAD_ID = '99999999-9999-4999-8999-000000000001';
const choose = (what: string, name: string, content = 'email\nnew@example.test\n') =>
  fireEvent.change(screen.getByLabelText(`Upload ${what} (CSV or JSON)`, { selector: 'input' }), { target: { files: [new File([content], name)] } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('batch uploads', () => {
  it('refuses a file that is not csv or json before sending it', async () => {
    const api = await renderAdminAt('/admin/uploads');
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' }, { timeout: 5000 })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Kinds of upload' })).getByRole('link', { name: 'Users', current: 'page' })).toBeTruthy();
    for (const name of ['users.txt', 'users.xlsx', 'users']) {
      choose('users', name);
      expect((await screen.findByRole('alert')).textContent).toBe(INVALID_UPLOAD_FILE);
    }
    expect(api.called('batchUploadUsers')).toHaveLength(0);
  });

  it("sends the users file with the organization code and says how many rows were imported; the server's 400 on the code shows", async () => {
    let answerCodeError = true;
    const api = await renderAdminAt('/admin/uploads/users', {
      batchUploadUsers: (call: FakeCall) => {
        const form = call.body as FormData;
        if (answerCodeError) return apiError(400, 'organization_code is required', 'VALIDATION_FAILED', { organization_code: 'Enter the organization code' });
        return json({ upload: { id: UPLOAD_ID, kind: 'users', file_name: (form.get('file') as File).name, rows_imported: 2 } });
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Users' }, { timeout: 5000 });
    choose('users', 'users.csv');
    expect((await screen.findByRole('alert')).textContent).toBe('organization_code is required');
    expect(within(screen.getByRole('region', { name: 'Rows with errors' })).getByText('Enter the organization code')).toBeTruthy();

    answerCodeError = false;
    fireEvent.change(screen.getByLabelText('Organization code'), { target: { value: ' acme ' } });
    choose('users', 'users.csv');
    expect(await screen.findByText('Imported 2 rows from users.csv.')).toBeTruthy();
    const form = api.called('batchUploadUsers').at(-1)!.body as FormData;
    expect(form.get('organization_code')).toBe('acme');
    expect((form.get('file') as File).name).toBe('users.csv');
    expect(screen.queryByRole('region', { name: 'Rows with errors' })).toBeNull();
  });

  it('shows every bad row of a refused medications upload, in row order', async () => {
    const api = await renderAdminAt('/admin/uploads/medications', {
      batchUploadMedications: () =>
        apiError(400, '2 of 3 rows have errors; nothing was imported', 'VALIDATION_FAILED', {
          'rows.3.name': 'Required',
          'rows.1.drug_type': 'Choose one of the drug types',
        }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Medications' }, { timeout: 5000 });
    expect(screen.queryByLabelText('Organization code')).toBeNull();
    choose('medications', 'meds.json', '[]');
    expect((await screen.findByRole('alert')).textContent).toBe('2 of 3 rows have errors; nothing was imported');
    const rows = within(screen.getByRole('region', { name: 'Rows with errors' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent));
    expect(rows).toEqual([
      ['1', 'drug_type', 'Choose one of the drug types'],
      ['3', 'name', 'Required'],
    ]);
    expect((api.called('batchUploadMedications')[0]!.body as FormData).get('organization_code')).toBeNull();
  });

  it('a server failure (500) shows its message; each kind has its template', async () => {
    await renderAdminAt('/admin/uploads/health-issues', { batchUploadHealthIssues: () => apiError(500, 'The import failed on the server') });
    await screen.findByRole('heading', { level: 2, name: 'Health issues' }, { timeout: 5000 });
    choose('health issues', 'issues.csv', 'name\nAsthma\n');
    expect((await screen.findByRole('alert')).textContent).toBe('The import failed on the server');

    const saved: { name: string; text: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:template');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: this.href });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['health-issues-template.csv']));
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Kinds of upload' })).getByRole('link', { name: 'Allergies' }));
    await screen.findByRole('heading', { level: 2, name: 'Allergies' });
    fireEvent.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['health-issues-template.csv', 'allergies-template.csv']));
  });
});
