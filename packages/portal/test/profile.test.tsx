// /client/profile (spec 001 §2: opened from the sleep goal button; §3 Account profile with
// sleep_goal and the water-intake setting; §9 defaults 8 hours and 96 ounces; §8 'There was an
// error fetching your member profile.'), through the real sdk against a fake API that checks every
// answer against the contract.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '@healthdeck/widgets';
import type { AccountResponse, ApiError, PreferencesSaveRequest } from '@healthdeck/contract';
import { accountFixture, tokensFixture, type FakeAnswer } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { signInWithTokens } from '@healthdeck/sdk';

afterEach(() => clearToasts());

type Profile = AccountResponse['profile'];

/** A gate a handler can wait on, so the test sees the page while a save is in flight. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * A signed-in member whose profile the fake keeps like the server does (only the fields sent change,
 * null clears, water kept as text). `saveAnswer` replaces the server's answer to a save.
 */
async function member(
  options: { name?: string | null; profile?: Profile; saveAnswer?: (body: PreferencesSaveRequest) => FakeAnswer | null; hold?: Promise<void>; accountFails?: () => boolean } = {},
) {
  let profile: Profile = options.profile ?? { sleep_goal: null, water_intake: null };
  let name = options.name === undefined ? 'Sam Member' : options.name;
  const setup = testClient({
    account: () =>
      options.accountFails?.()
        ? { status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'down' } satisfies ApiError }
        : { status: 200, body: { ...accountFixture({ verified: true, name }), profile } },
    preferencesSave: async (call) => {
      await options.hold;
      const body = call.body as PreferencesSaveRequest;
      const replaced = options.saveAnswer?.(body);
      if (replaced) return replaced;
      if (body.name !== undefined) name = body.name;
      profile = {
        sleep_goal: body.sleep_goal === undefined ? profile.sleep_goal : body.sleep_goal,
        water_intake: body.water_intake === undefined ? profile.water_intake : body.water_intake === null ? null : String(body.water_intake),
      };
      return { status: 200, body: { preferences: profile } };
    },
    hydrationLast: () => ({ status: 200, body: { hydration: { total_ounces: 0, date: '2026-11-21' } } }),
    sleepLast: () => ({ status: 200, body: { data: { sleep: { total_levels: 8, date: '2026-11-21' } } } }),
    moodLoad: () => ({ status: 200, body: { mood: { mood: null, date: '2026-11-21' } } }),
    symptomsList: () => ({ status: 200, body: [] }),
    dailyTasks: () => ({ status: 200, body: { tasks: [], date: '2026-11-21' } }),
    deviceAuthorizers: () => ({ status: 200, body: { authorizers: [] } }),
    // The page's other sections, each with nothing to show, so their own states stay out of these tests.
    keyWraps: () => ({ status: 200, body: { data: [] } }),
    secondFactorStatus: () => ({ status: 200, body: { totpEnrolled: false, recoveryCodesLeft: 0, passkeys: 0, sessionHasSecondFactor: false, required: false } }),
    passkeys: () => ({ status: 200, body: { passkeys: [] } }),
    sessions: () => ({ status: 200, body: { sessions: [] } }),
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

const nameField = () => screen.getByLabelText(/^Your name/) as HTMLInputElement;
const sleepField = () => screen.getByLabelText('Sleep goal (hours)') as HTMLInputElement;
const waterField = () => screen.getByLabelText('Daily water goal (ounces)') as HTMLInputElement;
/** While saving, the spinner's 'Loading' joins the button's name. */
const saveButton = () => screen.getByRole('button', { name: /Save$/ });
/** The text shown under a field (its error or its hint), found through aria-describedby. */
const noteOf = (field: HTMLInputElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('profile page', () => {
  it('shows the name and saves a changed one (only the name is sent); an empty or too long name is refused in place', async () => {
    const { client, api } = await member();
    const user = userEvent.setup();
    renderApp('/client/profile', client);
    await waitFor(() => expect(nameField().value).toBe('Sam Member'));
    await user.clear(nameField());
    await user.click(saveButton());
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    expect(document.activeElement).toBe(nameField());
    await user.type(nameField(), 'n'.repeat(101));
    await user.click(saveButton());
    expect(await screen.findByText('Your name must be at most 100 characters')).toBeTruthy();
    expect(api.called('preferencesSave')).toHaveLength(0);
    await user.clear(nameField());
    await user.type(nameField(), ' Samira Member ');
    await user.click(saveButton());
    await waitFor(() => expect(api.called('preferencesSave')).toHaveLength(1));
    expect(api.called('preferencesSave')[0]?.body).toEqual({ name: 'Samira Member' });
    await waitFor(() => expect(nameField().value).toBe('Samira Member'));
  });

  it('asks a member without a name (an older account) for one, without inventing it', async () => {
    const { client } = await member({ name: null });
    renderApp('/client/profile', client);
    await waitFor(() => expect(screen.getByLabelText(/^Your name/)).toBeTruthy());
    expect(nameField().value).toBe('');
    expect(noteOf(nameField())).toBe('Add your name so we can greet you by it.');
  });

  it("is in the client sidebar and shows 'Your profile', the email read-only and empty goals with their defaults", async () => {
    const { client } = await member();
    const user = userEvent.setup();
    const { router } = renderApp('/client/home', client);
    const sidebar = await screen.findByRole('complementary');
    await user.click(within(sidebar).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/profile'));
    // The profile screen's code loads with the route (under load, after the address changed).
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('member@example.com');
    expect(email.readOnly).toBe(true);
    expect(sleepField().value).toBe('');
    expect(waterField().value).toBe('');
    expect(noteOf(sleepField())).toBe('Leave empty to use 8 hours');
    expect(noteOf(waterField())).toBe('Leave empty to use 96 ounces');
  });

  it('prefills the goals from the account', async () => {
    const { client } = await member({ profile: { sleep_goal: 7.5, water_intake: '64' } });
    renderApp('/client/profile', client);
    await screen.findByLabelText('Sleep goal (hours)');
    expect(sleepField().value).toBe('7.5');
    expect(waterField().value).toBe('64');
  });

  it("saves both goals (Save loading meanwhile), says 'Your profile was saved.', and home shows the new goals", async () => {
    const held = gate();
    const { client, api } = await member({ hold: held.opened });
    const user = userEvent.setup();
    const { router } = renderApp('/client/profile', client);
    await screen.findByLabelText('Sleep goal (hours)');
    await user.type(sleepField(), '7');
    await user.type(waterField(), '64');
    await user.click(saveButton());

    await waitFor(() => expect(api.called('preferencesSave')).toHaveLength(1));
    expect(api.called('preferencesSave')[0]!.body).toEqual({ sleep_goal: 7, water_intake: 64 });
    const busy = saveButton();
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    held.open();

    const toastCard = await screen.findByText('Your profile was saved.');
    const card = toastCard.closest('[data-kind]')!;
    expect(card.getAttribute('data-kind')).toBe('success');
    expect(within(card as HTMLElement).getByText('Success!')).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
    expect(sleepField().value).toBe('7');
    expect(waterField().value).toBe('64');
    // The cached account carries the saved profile at once (the trackers read it).
    expect(client.queryClient.getQueryData<AccountResponse>(['account'])?.profile).toEqual({ sleep_goal: 7, water_intake: '64' });
    expect(client.$account.get()?.profile).toEqual({ sleep_goal: 7, water_intake: '64' });

    await user.click(within(screen.getByRole('complementary')).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/home'));
    expect(await screen.findByRole('link', { name: 'Sleep goal: 7 hours' })).toBeTruthy();
    const hydration = await screen.findByRole('region', { name: 'Hydration Tracker' }); // the Daily Journal panel waits for the feature flags
    expect(await within(hydration).findByText('Goal: 64 oz')).toBeTruthy();
  });

  it('sends only what changed, and an emptied field clears the goal (the default applies)', async () => {
    const { client, api } = await member({ profile: { sleep_goal: 6, water_intake: '80' } });
    const user = userEvent.setup();
    renderApp('/client/profile', client);
    await screen.findByLabelText('Sleep goal (hours)');
    await user.clear(sleepField());
    await user.click(saveButton());
    await screen.findByText('Your profile was saved.');
    expect(api.called('preferencesSave').map((c) => c.body)).toEqual([{ sleep_goal: null }]);
    expect(sleepField().value).toBe('');
    expect(waterField().value).toBe('80');
    expect(client.$account.get()?.profile).toEqual({ sleep_goal: null, water_intake: '80' });
  });

  it("shows the server's field messages under the fields, keeps what was typed and focuses the first", async () => {
    const { client, api } = await member({
      saveAnswer: () => ({
        status: 400,
        body: {
          statusCode: 400,
          error_code: 'VALIDATION_FAILED',
          message: 'Sleep goal must be between 1 and 24 hours',
          fields: { sleep_goal: 'Sleep goal must be between 1 and 24 hours', water_intake: 'Water goal must be between 1 and 200 ounces' },
        } satisfies ApiError,
      }),
    });
    const user = userEvent.setup();
    renderApp('/client/profile', client);
    await screen.findByLabelText('Sleep goal (hours)');
    await user.type(sleepField(), '30');
    await user.type(waterField(), '500');
    await user.click(saveButton());
    await waitFor(() => expect(noteOf(sleepField())).toBe('Sleep goal must be between 1 and 24 hours'));
    expect(noteOf(waterField())).toBe('Water goal must be between 1 and 200 ounces');
    expect(sleepField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(sleepField());
    expect(sleepField().value).toBe('30');
    expect(waterField().value).toBe('500');
    expect(screen.queryByText('Your profile was saved.')).toBeNull();
    expect(api.called('preferencesSave')).toHaveLength(1);
    expect(client.$account.get()?.profile).toEqual({ sleep_goal: null, water_intake: null });

    // Editing a field clears its message; the other stays until the next save.
    await user.clear(sleepField());
    await user.type(sleepField(), '8');
    expect(noteOf(sleepField())).toBe('Leave empty to use 8 hours');
    expect(noteOf(waterField())).toBe('Water goal must be between 1 and 200 ounces');
  });

  it('refuses text that is not a number without calling the server', async () => {
    const { client, api } = await member();
    const user = userEvent.setup();
    renderApp('/client/profile', client);
    await screen.findByLabelText('Sleep goal (hours)');
    await user.type(waterField(), 'lots');
    await user.click(saveButton());
    expect(noteOf(waterField())).toBe('Water goal must be between 1 and 200 ounces');
    expect(document.activeElement).toBe(waterField());
    expect(api.called('preferencesSave')).toHaveLength(0);
    expect(waterField().value).toBe('lots');
  });

  it("says 'Failed to save preferences' when the server fails, and keeps what was typed", async () => {
    const { client } = await member({ saveAnswer: () => ({ status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'down' } }) });
    const user = userEvent.setup();
    renderApp('/client/profile', client);
    await screen.findByLabelText('Sleep goal (hours)');
    await user.type(sleepField(), '9');
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save preferences');
    expect(sleepField().value).toBe('9');
    expect(screen.queryByText('Your profile was saved.')).toBeNull();
  });

  it('shows the load error with Try again when the profile cannot be read', async () => {
    let failing = false;
    const { client, api } = await member({ accountFails: () => failing });
    failing = true; // signed in; the page's own read of the account fails
    // The app's cache retries three times with back-off; one failure is enough here.
    client.queryClient.setQueryDefaults(['account'], { retry: false });
    const user = userEvent.setup();
    renderApp('/client/profile', client);
    expect((await screen.findByText('There was an error fetching your member profile.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByLabelText('Sleep goal (hours)')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Sleep goal (hours)')).toBeTruthy();
    expect(screen.queryByText('There was an error fetching your member profile.')).toBeNull();
    expect(api.called('account').length).toBeGreaterThanOrEqual(2);
  });
});
