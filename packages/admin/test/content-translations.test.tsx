import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@healthdeck/sdk';
import { accountFixture, type FakeHandlers } from '@healthdeck/sdk/testing';
import type { TranslationRecordResponse, TranslationReportResponse } from '@healthdeck/contract';
import { renderAdminAt } from './render-admin.js';

// Administered content in each language (docs/decisions/0107-content-translations.md): the editor
// of a record's texts per language and the report of what is missing.

afterEach(() => setLanguage('en'));

function world() {
  const record: TranslationRecordResponse = {
    kind: 'pages',
    id: 'p1',
    label: 'Orders',
    fields: [{ field: 'title', english: 'Orders', translations: { fr: 'Commandes' } }],
  };
  const saves: unknown[] = [];
  const handlers: FakeHandlers = {
    adminTranslations: () => ({ status: 200, body: structuredClone(record) }),
    adminTranslationsSave: ({ body }) => {
      const { language, values } = body as { language: 'es'; values: { title: string } };
      saves.push(body);
      if (values.title) record.fields[0]!.translations[language] = values.title;
      else delete record.fields[0]!.translations[language];
      return { status: 200, body: structuredClone(record) };
    },
    adminTranslationReport: () => {
      const report: TranslationReportResponse = {
        languages: (['es', 'fr', 'de', 'pt', 'mh'] as const).map((language) => ({
          language,
          missing: language === 'fr' ? 0 : 1,
          fields: 1,
          kinds: [{ kind: 'pages', fields: 1, missing: language === 'fr' ? [] : [{ id: 'p1', label: 'Orders', fields: ['title'] }] }],
        })),
      };
      return { status: 200, body: report };
    },
  };
  return { saves, handlers };
}

describe('content translations', () => {
  it('edits one language at a time beside the English text and saves it', async () => {
    const { saves, handlers } = world();
    await renderAdminAt('/admin/translations/pages/p1?language=es', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Translations of “Orders”' }, { timeout: 5000 })).toBeTruthy();
    const box = await screen.findByRole('textbox', { name: 'Title in Español' });
    expect((box as HTMLTextAreaElement).value).toBe('');
    const user = userEvent.setup();
    await user.type(box, 'Pedidos');
    await user.click(screen.getByRole('button', { name: 'Save translations' }));
    await waitFor(() => expect(saves).toEqual([{ language: 'es', values: { title: 'Pedidos' } }]));
    expect(await screen.findByText('Saved the texts in Español.')).toBeTruthy();
    // Another language shows what it has.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Translation language' }), 'fr');
    expect(((await screen.findByRole('textbox', { name: 'Title in Français' })) as HTMLTextAreaElement).value).toBe('Commandes');
  });

  it('lists what is missing per language, each record linked to its translations', async () => {
    const { handlers } = world();
    await renderAdminAt('/admin/translations?language=es', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Translation report' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText(/Français/, { selector: 'span' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Pages' });
    const link = within(table).getByRole('link', { name: 'Translate “Orders”' });
    expect(link.getAttribute('href')).toBe('/admin/translations/pages/p1?language=es');
    expect(within(table).getByText('Title')).toBeTruthy();
  });

  it('speaks the admin’s language', async () => {
    const { handlers } = world();
    const profile = { sleep_goal: null, water_intake: null, language: 'es' as const };
    const account = () => ({ status: 200, body: { ...accountFixture({ id: 'admin-1', email: 'admin@example.com', roles: ['admin'], verified: true }), profile } });
    await renderAdminAt('/admin/translations?language=fr', { ...handlers, account });
    expect(await screen.findByRole('heading', { level: 1, name: 'Informe de traducciones' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('No falta nada en este idioma.')).toBeTruthy();
  });
});
