// spec 000 §7.6 Nutrition form: GET, POST (save), submit; §3.3 diet, allergies, goals; the answers
// sealed in the browser like the HRA (the same questionnaire mechanism). On the one fake server,
// under a real data key.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as openpgp from 'openpgp';
import { act } from 'react';
import { encryptForMember } from '@healthdeck/crypto';
import { openRecord, sealRecord } from '@healthdeck/crypto/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { expectNoContractViolations } from '@healthdeck/sdk/testing';
import { LanguageProvider } from '../../i18n/language';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFormsServer, memberClient, newDataKey } from '../shared/questionnaire/fake-forms-server';
import { NutritionForm } from './nutrition-form';

afterEach(() => expectNoContractViolations());

function renderForm(client: HealthDeck, onSubmit?: (detail: { status: string }) => void) {
  return render(
    <HealthDeckProvider client={client}>
      <NutritionForm onSubmit={onSubmit} />
    </HealthDeckProvider>,
  );
}

const meals = () => screen.getByRole('spinbutton', { name: 'How many meals and snacks do you have on a usual day?' }) as HTMLInputElement;

describe('NutritionForm (spec 000 §7.6 nutrition form)', () => {
  it('shows a loading skeleton, then an empty form not started yet', async () => {
    const server = createFormsServer();
    const release = server.holdNext('nutritionForm');
    renderForm(await memberClient(server, await newDataKey()));
    expect(await screen.findByRole('status', { name: 'Loading your nutrition form' })).toBeTruthy();
    release();
    expect(await screen.findByText('Not started yet.')).toBeTruthy();
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('Submit asks for every required answer and sends nothing until they are given', async () => {
    const user = userEvent.setup();
    const server = createFormsServer();
    renderForm(await memberClient(server, await newDataKey()));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please answer this question')).toHaveLength(3);
    expect(server.called('nutritionFormSave')).toHaveLength(0);
    expect(server.called('nutritionFormSubmit')).toHaveLength(0);
  });

  it('Save draft seals the answers as they are (incomplete) and keeps them in the form', async () => {
    const user = userEvent.setup();
    const key = await newDataKey();
    const server = createFormsServer();
    renderForm(await memberClient(server, key));
    await user.click(await screen.findByRole('radio', { name: 'Vegetarian' }));
    await user.type(screen.getByRole('textbox', { name: 'Food allergies or intolerances (optional)' }), 'peanuts');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Your draft was saved.')).toBeTruthy();
    const body = server.called('nutritionFormSave')[0]?.body as { encrypted_data: string };
    expect(body.encrypted_data.startsWith('hd1.')).toBe(true);
    expect(JSON.stringify(body)).not.toContain('peanuts');
    expect(await openRecord(body.encrypted_data, { dataKey: key })).toEqual({ diet: 'vegetarian', goal: '', mealsPerDay: '', allergies: 'peanuts' });
    expect(await screen.findByText(/^Draft saved on March 4, 2026/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Vegetarian' }) as HTMLInputElement).checked).toBe(true);
    expect(server.called('nutritionFormSubmit')).toHaveLength(0);
  });

  it('resumes a saved draft with its answers opened in the browser, and Submit saves then submits it', async () => {
    const user = userEvent.setup();
    const key = await newDataKey();
    const server = createFormsServer({
      nutrition: {
        status: 'incomplete',
        encrypted_data: await sealRecord(key, { diet: 'vegan', goal: '', mealsPerDay: '3', allergies: '' }),
        updated_at: '2026-03-04T10:00:00.000Z',
        submitted_at: null,
      },
    });
    const submitted: string[] = [];
    renderForm(await memberClient(server, key), (detail) => submitted.push(detail.status));
    expect(((await screen.findByRole('radio', { name: 'Vegan' })) as HTMLInputElement).checked).toBe(true);
    expect(meals().value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const goal = screen.getByRole('group', { name: 'What is your main nutrition goal?' });
    expect(within(goal).getByText('Please answer this question')).toBeTruthy();
    await user.click(within(goal).getByRole('radio', { name: 'Eat healthier' }));
    await user.clear(meals());
    await user.type(meals(), '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a whole number from 1 to 8')).toBeTruthy();
    await user.clear(meals());
    await user.type(meals(), '4');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toEqual(['complete']));
    expect(server.calls.map((c) => c.name).filter((n) => n.startsWith('nutritionFormS'))).toEqual(['nutritionFormSave', 'nutritionFormSubmit']);
    const body = server.called('nutritionFormSave')[0]?.body as { encrypted_data: string };
    expect(await openRecord(body.encrypted_data, { dataKey: key })).toEqual({ diet: 'vegan', goal: 'eat-healthier', mealsPerDay: '4', allergies: '' });
    expect(await screen.findByText('Your nutrition form was submitted.')).toBeTruthy();
    expect(await screen.findByText(/^Submitted on March 4, 2026/)).toBeTruthy();
  });

  it("shows the server's 400 message when submit is refused", async () => {
    const user = userEvent.setup();
    const server = createFormsServer();
    renderForm(await memberClient(server, await newDataKey()));
    await user.click(await screen.findByRole('radio', { name: 'I eat everything' }));
    await user.click(screen.getByRole('radio', { name: 'Lose weight' }));
    await user.type(meals(), '3');
    server.failNext('nutritionFormSubmit', 400);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('injected failure');
  });

  it("in Spanish, the validation's messages and Save draft's notice (both loaded on demand) read in Spanish", async () => {
    const user = userEvent.setup();
    const server = createFormsServer();
    render(
      <HealthDeckProvider client={await memberClient(server, await newDataKey())}>
        <LanguageProvider language="es">
          <NutritionForm />
        </LanguageProvider>
      </HealthDeckProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByText('Responde a esta pregunta')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Tu borrador se guardó.')).toBeTruthy();
  });

  it('without the member’s key shows the locked state with the password prompt', async () => {
    const server = createFormsServer({ nutrition: { status: 'incomplete', encrypted_data: 'hd1.sealed', updated_at: '2026-03-04T10:00:00.000Z', submitted_at: null } });
    renderForm(await memberClient(server, null));
    expect(await screen.findByRole('heading', { name: /Your answers are locked/ })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('a draft the server sealed to the member is locked without the private key, never an empty form; unlocked, it shows', async () => {
    const keys = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'member@example.test' }], format: 'object' });
    const server = createFormsServer({
      nutrition: {
        status: 'incomplete',
        encrypted_data: await encryptForMember({ diet: 'vegan', goal: '', mealsPerDay: '4', allergies: '' }, keys.publicKey.armor()),
        updated_at: '2026-03-04T10:00:00.000Z',
        submitted_at: null,
      },
    });
    const client = await memberClient(server, await newDataKey());
    renderForm(client);
    expect(await screen.findByRole('heading', { name: /Your answers are locked/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    act(() => (client.$privateKey as unknown as { set(value: unknown): void }).set(keys.privateKey));
    await waitFor(() => expect(meals().value).toBe('4'));
  });
});
