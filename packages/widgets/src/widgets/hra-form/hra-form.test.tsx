// spec 001 §2 (the page whose path is hra-form), §4 Health assessment section status: new (Get
// started), incomplete (Complete), complete (Edit), review, skipped (Continue Section); spec 000
// §3.4 HRA form kinds and form status, user-flow activity (HRA sections, assessment_submited);
// §7.6 HRA save / submit / form. On the one fake server, the answers sealed under a real data key.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as openpgp from 'openpgp';
import { act } from 'react';
import { encryptForMember } from '@healthdeck/crypto';
import { openRecord, sealRecord } from '@healthdeck/crypto/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { expectNoContractViolations } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFormsServer, memberClient, newDataKey } from '../shared/questionnaire/fake-forms-server';
import { HraForm } from './hra-form';

afterEach(() => expectNoContractViolations());

function renderPage(client: HealthDeck, onSubmit?: (detail: { status: string }) => void, language: 'en' | 'es' = 'en') {
  return render(
    <HealthDeckProvider client={client} language={language}>
      <HraForm onSubmit={onSubmit} />
    </HealthDeckProvider>,
  );
}

const sectionRow = async (name: string) => (await screen.findByText(name, { selector: '.hd-hra-form__name' })).closest('li') as HTMLElement;
const sectionButton = async (name: string) => within(await sectionRow(name)).getByRole('button');

/** The risk scores of the first submit, opened as staff open them (each is an hd1. record under the member's data key). */
async function openedScores(server: ReturnType<typeof createFormsServer>, key: CryptoKey) {
  const { risk_scores } = server.called('hraSubmit')[0]!.body as { risk_scores: { kind: string; encrypted_data: string }[] };
  return Promise.all(
    risk_scores.map(async ({ kind, encrypted_data, ...rest }) => {
      expect(rest).toEqual({});
      expect(encrypted_data).toMatch(/^hd1\./);
      return { kind, ...((await openRecord(encrypted_data, { dataKey: key })) as object) };
    }),
  );
}

describe('HraForm (spec 001 §4 Health assessment section status)', () => {
  it('shows a loading skeleton, then the five kinds as new with Get started when no form exists (204)', async () => {
    const server = createFormsServer();
    const client = await memberClient(server, await newDataKey());
    const release = server.holdNext('hraForm');
    renderPage(client);
    expect(await screen.findByRole('status', { name: 'Loading your health assessment' })).toBeTruthy();
    release();
    for (const name of ['Social history', 'Depression screening', 'Anxiety screening', 'Family history', 'Edinburgh Postnatal Depression Scale']) {
      const row = await sectionRow(name);
      expect(within(row).getByText('Not started')).toBeTruthy();
      expect(within(row).getByRole('button').textContent).toBe('Get started');
    }
    expect(screen.getByText('0 of 5 sections done')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit assessment' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Complete or skip every section to submit the assessment.')).toBeTruthy();
  });

  it.each([
    ['incomplete', 'In progress', 'Complete'],
    ['complete', 'Complete', 'Edit'],
    ['skipped', 'Skipped', 'Continue Section'],
  ] as const)('a %s section reads %s with the button %s', async (status, badge, label) => {
    const key = await newDataKey();
    const server = createFormsServer({ sections: { 'social-history': { status, encrypted_data: status === 'skipped' ? null : await sealRecord(key, { smoking: 'never' }) } } });
    renderPage(await memberClient(server, key));
    const row = await sectionRow('Social history');
    expect(within(row).getByText(badge)).toBeTruthy();
    expect(within(row).getByRole('button').textContent).toBe(label);
  });

  it('a submitted form reads review (Review) with the submission date', async () => {
    const key = await newDataKey();
    const sealed = await sealRecord(key, {});
    const server = createFormsServer({
      sections: {
        'social-history': { status: 'complete', encrypted_data: sealed },
        'depression-screening': { status: 'skipped', encrypted_data: null },
        'anxiety-screening': { status: 'skipped', encrypted_data: null },
        'family-history': { status: 'skipped', encrypted_data: null },
        epds: { status: 'skipped', encrypted_data: null },
      },
      submittedAt: '2026-03-04T10:00:00.000Z',
    });
    renderPage(await memberClient(server, key));
    const row = await sectionRow('Social history');
    expect(within(row).getByText('Submitted')).toBeTruthy();
    expect(within(row).getByRole('button').textContent).toBe('Review');
    expect(within(await sectionRow('Family history')).getByRole('button').textContent).toBe('Continue Section');
    expect(screen.getByText(/^Submitted on March 4, 2026\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit assessment' })).toBeNull();
  });

  it('Get started opens the section (hra_section_started); Save section asks for every answer, then saves it sealed as complete (Edit, hra_section_finished)', async () => {
    const user = userEvent.setup();
    const key = await newDataKey();
    const server = createFormsServer();
    renderPage(await memberClient(server, key));
    await user.click(await sectionButton('Depression screening'));
    expect(await screen.findByRole('heading', { name: 'Depression screening' })).toBeTruthy();
    // The section's form loads on demand (section-editor.tsx): it appears after the click.
    expect(await screen.findByText('Over the last 2 weeks, how often have you been bothered by the following problems?')).toBeTruthy();
    await waitFor(() => expect(server.state.events).toEqual([{ event: 'hra_section_started', detail: 'depression-screening' }]));

    await user.click(screen.getByRole('button', { name: 'Save section' }));
    expect(await screen.findAllByText('Please answer this question')).toHaveLength(2);
    expect(server.called('hraSave')).toHaveLength(0);

    const interest = screen.getByRole('group', { name: 'Little interest or pleasure in doing things' });
    await user.click(within(interest).getByRole('radio', { name: 'Nearly every day' }));
    const down = screen.getByRole('group', { name: 'Feeling down, depressed or hopeless' });
    await user.click(within(down).getByRole('radio', { name: 'Several days' }));
    await user.click(screen.getByRole('button', { name: 'Save section' }));

    expect(await screen.findByText('Your answers were saved.')).toBeTruthy();
    const [save] = server.called('hraSave');
    expect(save?.query.get('save')).toBe('depression-screening');
    const body = save?.body as { status: string; encrypted_data: string };
    expect(body.status).toBe('complete');
    expect(body.encrypted_data.startsWith('hd1.')).toBe(true);
    expect(JSON.stringify(body)).not.toContain('nearly-every-day');
    expect(await openRecord(body.encrypted_data, { dataKey: key })).toEqual({ interest: 'nearly-every-day', down: 'several-days' });
    const row = await sectionRow('Depression screening');
    await waitFor(() => expect(within(row).getByRole('button').textContent).toBe('Edit'));
    expect(within(row).getByText('Complete')).toBeTruthy();
    expect(server.state.events.at(-1)).toEqual({ event: 'hra_section_finished', detail: 'depression-screening' });
    expect(screen.getByText('1 of 5 sections done')).toBeTruthy();
  });

  it("an open section reads in the member's language (its strings load on demand with its form)", async () => {
    const user = userEvent.setup();
    const server = createFormsServer();
    renderPage(await memberClient(server, await newDataKey()), undefined, 'es');
    const [first] = await screen.findAllByRole('button', { name: /^Comenzar: / });
    await user.click(first as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Guardar sección' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Omitir sección' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a las secciones' })).toBeTruthy();
  });

  it('Save and continue later keeps a partial section as incomplete (Complete) and resumes it with its answers', async () => {
    const user = userEvent.setup();
    const key = await newDataKey();
    const server = createFormsServer();
    renderPage(await memberClient(server, key));
    await user.click(await sectionButton('Social history'));
    await user.click(await screen.findByRole('radio', { name: 'I used to smoke' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue later' }));
    const row = await sectionRow('Social history');
    await waitFor(() => expect(within(row).getByRole('button').textContent).toBe('Complete'));
    expect(within(row).getByText('In progress')).toBeTruthy();
    expect(server.called('hraSave')[0]?.body).toMatchObject({ status: 'incomplete' });
    expect(server.state.events.map((e) => e.event)).toEqual(['hra_section_started']);

    await user.click(within(row).getByRole('button'));
    expect(((await screen.findByRole('radio', { name: 'I used to smoke' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'I smoke now' }) as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByRole('spinbutton', { name: 'On how many days a week do you exercise for 30 minutes or more?' }), '9');
    await user.click(screen.getByRole('radio', { name: 'Monthly or less' }));
    await user.click(screen.getByRole('button', { name: 'Save section' }));
    expect(await screen.findByText('Enter a whole number from 0 to 7')).toBeTruthy();
    expect(server.called('hraSave')).toHaveLength(1);
  });

  it('Skip section saves it skipped without answers (Continue Section); Back returns without saving', async () => {
    const user = userEvent.setup();
    const server = createFormsServer();
    renderPage(await memberClient(server, await newDataKey()));
    await user.click(await sectionButton('Family history'));
    await user.click(await screen.findByRole('button', { name: 'Back to sections' }));
    expect(server.called('hraSave')).toHaveLength(0);
    await user.click(await sectionButton('Family history'));
    await user.click(await screen.findByRole('button', { name: 'Skip section' }));
    await waitFor(() => expect(server.called('hraSave')[0]?.body).toEqual({ status: 'skipped', encrypted_data: null }));
    const row = await sectionRow('Family history');
    await waitFor(() => expect(within(row).getByRole('button').textContent).toBe('Continue Section'));
    expect(server.state.events.at(-1)).toEqual({ event: 'hra_section_finished', detail: 'family-history' });
  });

  it('submits a complete form with the screening scores from the answers (assessment_submited), then reads review', async () => {
    const user = userEvent.setup();
    const key = await newDataKey();
    const server = createFormsServer({
      sections: {
        'social-history': { status: 'skipped', encrypted_data: null },
        'depression-screening': { status: 'complete', encrypted_data: await sealRecord(key, { interest: 'nearly-every-day', down: 'several-days' }) },
        'anxiety-screening': { status: 'complete', encrypted_data: await sealRecord(key, { nervous: 'not-at-all', worrying: 'several-days' }) },
        'family-history': { status: 'skipped', encrypted_data: null },
        epds: { status: 'complete', encrypted_data: await sealRecord(key, { blamed: 'most', anxious: 'very-often', panicky: 'sometimes' }) },
      },
    });
    const submitted: string[] = [];
    renderPage(await memberClient(server, key), (detail) => submitted.push(detail.status));
    const submit = await screen.findByRole('button', { name: 'Submit assessment' });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);
    await waitFor(() => expect(submitted).toEqual(['review']));
    // The scores and levels are sealed under the data key: only which screening travels readable.
    expect(await openedScores(server, key)).toEqual([
      { kind: 'depression-screening', score: 4, level: 'moderate' },
      { kind: 'anxiety-screening', score: 1, level: 'low' },
      { kind: 'epds', score: 8, level: 'high' },
    ]);
    expect(await screen.findByText(/^Submitted on /)).toBeTruthy();
    expect(within(await sectionRow('Anxiety screening')).getByRole('button').textContent).toBe('Review');
    await waitFor(() => expect(server.state.events.at(-1)).toEqual({ event: 'assessment_submited' }));
  });

  it("shows the server's 400 message when submit is refused", async () => {
    const user = userEvent.setup();
    const key = await newDataKey();
    const server = createFormsServer({
      sections: Object.fromEntries(['social-history', 'depression-screening', 'anxiety-screening', 'family-history', 'epds'].map((k) => [k, { status: 'skipped', encrypted_data: null }])),
    });
    renderPage(await memberClient(server, key));
    server.state.sections.epds = { status: 'incomplete', encrypted_data: await sealRecord(key, {}) };
    await user.click(await screen.findByRole('button', { name: 'Submit assessment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Complete or skip every section before submitting');
  });

  it('without the member’s key shows the locked state with the password prompt, and the sections cannot be opened', async () => {
    const server = createFormsServer({ sections: { 'social-history': { status: 'incomplete', encrypted_data: 'hd1.sealed' } } });
    renderPage(await memberClient(server, null));
    expect(await screen.findByRole('heading', { name: /Your answers are locked/ })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy();
    expect((await sectionButton('Social history')).hasAttribute('disabled')).toBe(true);
  });
});

// Sections the server sealed to the member's public key (the demo member's seeded answers): they
// open only with the private key, which lives in memory and is gone after a reload. Without it the
// form must not show empty: a save from an empty form would replace the member's answers.
describe('HraForm: a section the server sealed to the member', () => {
  const memberKeys = () => openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'member@example.test' }], format: 'object' });
  const unlock = (client: HealthDeck, privateKey: openpgp.PrivateKey) => act(() => (client.$privateKey as unknown as { set(value: unknown): void }).set(privateKey));

  it('without the private key: the locked state, that section cannot be opened and the form cannot be submitted; the others can be started', async () => {
    const keys = await memberKeys();
    const server = createFormsServer({
      sections: {
        'social-history': { status: 'skipped', encrypted_data: null },
        'depression-screening': { status: 'complete', encrypted_data: await encryptForMember({ interest: 'several-days', down: 'not-at-all' }, keys.publicKey.armor()) },
        'anxiety-screening': { status: 'skipped', encrypted_data: null },
        'family-history': { status: 'skipped', encrypted_data: null },
        epds: { status: 'skipped', encrypted_data: null },
      },
    });
    renderPage(await memberClient(server, await newDataKey()));
    expect(await screen.findByRole('heading', { name: /Your answers are locked/ })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect((await sectionButton('Depression screening')).hasAttribute('disabled')).toBe(true);
    expect((await sectionButton('Family history')).hasAttribute('disabled')).toBe(false);
    expect((screen.getByRole('button', { name: 'Submit assessment' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('once the private key is unlocked: the saved answers show in the form, and saving seals them under the data key', async () => {
    const user = userEvent.setup();
    const keys = await memberKeys();
    const dataKey = await newDataKey();
    const server = createFormsServer({
      sections: { 'depression-screening': { status: 'incomplete', encrypted_data: await encryptForMember({ interest: 'several-days' }, keys.publicKey.armor()) } },
    });
    const client = await memberClient(server, dataKey);
    renderPage(client);
    await screen.findByRole('heading', { name: /Your answers are locked/ });
    unlock(client, keys.privateKey);
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Your answers are locked/ })).toBeNull());
    await user.click(await sectionButton('Depression screening'));
    const interest = await screen.findByRole('group', { name: 'Little interest or pleasure in doing things' });
    expect((within(interest).getByRole('radio', { name: 'Several days' }) as HTMLInputElement).checked).toBe(true);
    const down = screen.getByRole('group', { name: 'Feeling down, depressed or hopeless' });
    await user.click(within(down).getByRole('radio', { name: 'Not at all' }));
    await user.click(screen.getByRole('button', { name: 'Save section' }));
    expect(await screen.findByText('Your answers were saved.')).toBeTruthy();
    const body = server.called('hraSave')[0]?.body as { status: string; encrypted_data: string };
    expect(body.encrypted_data.startsWith('hd1.')).toBe(true);
    expect(await openRecord(body.encrypted_data, { dataKey })).toEqual({ interest: 'several-days', down: 'not-at-all' });
  });

  it("submits the screening's score from answers opened with the private key", async () => {
    const user = userEvent.setup();
    const keys = await memberKeys();
    const server = createFormsServer({
      sections: {
        'social-history': { status: 'skipped', encrypted_data: null },
        'depression-screening': { status: 'complete', encrypted_data: await encryptForMember({ interest: 'nearly-every-day', down: 'several-days' }, keys.publicKey.armor()) },
        'anxiety-screening': { status: 'skipped', encrypted_data: null },
        'family-history': { status: 'skipped', encrypted_data: null },
        epds: { status: 'skipped', encrypted_data: null },
      },
    });
    const key = await newDataKey();
    const client = await memberClient(server, key);
    unlock(client, keys.privateKey);
    renderPage(client);
    const submit = await screen.findByRole('button', { name: 'Submit assessment' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(server.called('hraSubmit')).toHaveLength(1));
    expect(await openedScores(server, key)).toEqual([{ kind: 'depression-screening', score: 4, level: 'moderate' }]);
    // The answers the page opened once the key was unlocked are the ones scored: not opened, nor sent back re-sealed, twice.
    expect(server.called('hraSectionSealRecord')).toHaveLength(1);
  });
});

// docs/decisions/0034-server-sealed-records-resealed.md: once the private key opened a
// section the server sealed, it is sent back re-sealed under the data key, so the next visit (no
// private key: it is gone after a reload) is not locked.
describe('HraForm: a section the server sealed is re-sealed once opened', () => {
  const memberKeys = () => openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'member@example.test' }], format: 'object' });
  const unlock = (client: HealthDeck, privateKey: openpgp.PrivateKey) => act(() => (client.$privateKey as unknown as { set(value: unknown): void }).set(privateKey));
  const SOCIAL = { smoking: 'never', alcohol: 'monthly', exerciseDays: '3' };
  const DEPRESSION = { interest: 'several-days' };
  /** The demo seed's two sections, sealed to the member's public key. */
  const seeded = async (publicKey: string) =>
    createFormsServer({
      sections: {
        'social-history': { status: 'complete', encrypted_data: await encryptForMember(SOCIAL, publicKey) },
        'depression-screening': { status: 'incomplete', encrypted_data: await encryptForMember(DEPRESSION, publicKey) },
      },
    });

  it('after the password, each section the server sealed is sent back under the data key; a later visit with only the data key is not locked and opens them', async () => {
    const user = userEvent.setup();
    const keys = await memberKeys();
    const dataKey = await newDataKey();
    const server = await seeded(keys.publicKey.armor());
    const client = await memberClient(server, dataKey);
    const { unmount } = renderPage(client);
    await screen.findByRole('heading', { name: /Your answers are locked/ });
    expect(server.called('hraSectionSealRecord')).toHaveLength(0);
    unlock(client, keys.privateKey);
    // Not only the section the member goes into: both, so the page is not locked after a reload.
    await waitFor(() => expect(server.called('hraSectionSealRecord')).toHaveLength(2));
    const sent = Object.fromEntries(server.called('hraSectionSealRecord').map((call) => [call.params.kind, call.body as { encrypted_data: string; updated_at: string }]));
    expect(Object.keys(sent).sort()).toEqual(['depression-screening', 'social-history']);
    expect(sent['social-history']?.updated_at).toBe('2026-03-04T10:00:00.000Z');
    expect(await openRecord(sent['social-history']!.encrypted_data, { dataKey })).toEqual(SOCIAL);
    expect(await openRecord(sent['depression-screening']!.encrypted_data, { dataKey })).toEqual(DEPRESSION);
    expect(server.state.sections['depression-screening']?.encrypted_data?.startsWith('hd1.')).toBe(true);
    // The section's editor finds its answers opened: no second opening, no second re-seal.
    await user.click(await sectionButton('Depression screening'));
    const interest = await screen.findByRole('group', { name: 'Little interest or pleasure in doing things' });
    expect((within(interest).getByRole('radio', { name: 'Several days' }) as HTMLInputElement).checked).toBe(true);
    expect(server.called('hraSectionSealRecord')).toHaveLength(2);
    unmount();

    // The next visit: the data key only (the private key was in memory).
    renderPage(await memberClient(server, dataKey));
    await user.click(await sectionButton('Depression screening'));
    const again = await screen.findByRole('group', { name: 'Little interest or pleasure in doing things' });
    expect((within(again).getByRole('radio', { name: 'Several days' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('heading', { name: /Your answers are locked/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to sections' }));
    expect((await sectionButton('Social history')).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('heading', { name: /Your answers are locked/ })).toBeNull();
    expect(server.called('hraSectionSealRecord')).toHaveLength(2);
  });

  it('a refused re-seal (409) leaves the answers shown, and the section locked again on the next visit', async () => {
    const user = userEvent.setup();
    const keys = await memberKeys();
    const dataKey = await newDataKey();
    const server = await seeded(keys.publicKey.armor());
    server.state.resealRefusal = 409;
    const client = await memberClient(server, dataKey);
    unlock(client, keys.privateKey);
    const { unmount } = renderPage(client);
    await waitFor(() => expect(server.called('hraSectionSealRecord')).toHaveLength(2));
    await user.click(await sectionButton('Social history'));
    expect(((await screen.findByRole('radio', { name: 'I have never smoked' })) as HTMLInputElement).checked).toBe(true);
    unmount();
    renderPage(await memberClient(server, dataKey));
    expect(await screen.findByRole('heading', { name: /Your answers are locked/ })).toBeTruthy();
  });
});

describe('HraForm family history', () => {
  it("'None of these' clears the other conditions, and another condition clears it", async () => {
    const user = userEvent.setup();
    const server = createFormsServer();
    renderPage(await memberClient(server, await newDataKey()));
    await user.click(await sectionButton('Family history'));
    const diabetes = (await screen.findByRole('checkbox', { name: 'Diabetes' })) as HTMLInputElement;
    const none = screen.getByRole('checkbox', { name: 'None of these' }) as HTMLInputElement;
    await user.click(diabetes);
    await user.click(none);
    expect([diabetes.checked, none.checked]).toEqual([false, true]);
    await user.click(diabetes);
    expect([diabetes.checked, none.checked]).toEqual([true, false]);
  });
});
