import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionCompletionRequest } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { accountFixture, createFakeClient, createFakeServer, json } from '@healthdeck/sdk/testing';
import { GROUP, PROGRAM, pregnancy, serverWith } from './test-programs';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { ProgramProgress } from './program-progress';

async function renderWidget(server: ReturnType<typeof serverWith>, navigate?: (path: string) => void): Promise<HealthDeck> {
  const client = await createFakeClient(server);
  render(
    <HealthDeckProvider client={client} navigate={navigate}>
      <ProgramProgress />
    </HealthDeckProvider>,
  );
  await screen.findByTestId('program-card');
  return client;
}

const overall = () => screen.getByRole('progressbar', { name: 'Overrall progress' }).getAttribute('aria-valuenow');
const bar = (name: string) => screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow');
const expand = (name: string) => userEvent.click(screen.getByRole('button', { name: `Show details: ${name}` }));
const item = (name: string) => screen.getAllByTestId('program-action').find((li) => li.textContent?.startsWith(name)) as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Program Progress (spec 001 §2 Program card, §4 Program progress)', () => {
  it("shows a card per programme with 'Overrall progress' as the average and the 'Program Summary' bars", async () => {
    // Group: 1 of 2 children = 50; visit 100; guide 0; assessment 0 → (50 + 100 + 0 + 0) / 4 = 37.5 → 38.
    await renderWidget(serverWith(['take-folic-acid', 'book-first-visit']));
    const card = screen.getByTestId('program-card');
    expect(within(card).getByRole('heading', { level: 3, name: 'Healthy Pregnancy' })).toBeTruthy();
    expect(screen.getByText('Overrall progress')).toBeTruthy();
    expect(overall()).toBe('38');
    expect(screen.getByTestId('overall-progress').textContent).toBe('38%');
    expect(within(card).getByRole('heading', { level: 4, name: 'Program Summary' })).toBeTruthy();
    expect(within(card).getByRole('list', { name: 'Program Summary' })).toBeTruthy();
    expect(bar('First trimester')).toBe('50');
    expect(bar('Book your first prenatal visit')).toBe('100');
    expect(bar('Read the guide')).toBe('0');
  });

  it('hides the circle when the programme has visible_progress off, and says when there is no programme', async () => {
    const hidden = createFakeServer({ account: () => json(accountFixture({ verified: true })), memberPrograms: () => json({ programs: [{ ...pregnancy(), visible_progress: false }] }) });
    await renderWidget(hidden);
    expect(screen.queryByText('Overrall progress')).toBeNull();
    expect(screen.getByText('Program Summary')).toBeTruthy();
  });

  it('says when the member has no programme', async () => {
    const client = await createFakeClient(createFakeServer({ account: () => json(accountFixture({ verified: true })), memberPrograms: () => json({ programs: [] }) }));
    render(
      <HealthDeckProvider client={client}>
        <ProgramProgress />
      </HealthDeckProvider>,
    );
    expect(await screen.findByText('You are not enrolled in a program yet.')).toBeTruthy();
  });

  it('expands an action to its call-to-action card', async () => {
    await renderWidget(serverWith());
    // The detail's code loads when the action is first expanded: its card appears after the click.
    expect(within(item('Read the guide')).queryByTestId('cta-card')).toBeNull();
    await expand('Read the guide');
    expect((await within(item('Read the guide')).findByTestId('cta-card')).closest('[hidden]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide details: Read the guide' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the call to action (spec 001 §4 Call-to-action)', () => {
  it("manual confirmation marks the step done: 'I take it' becomes a disabled 'Done' and the progress rises at once", async () => {
    const server = serverWith();
    const release = server.holdNext('actionComplete');
    await renderWidget(server);
    expect(overall()).toBe('0');
    await expand('First trimester');
    await userEvent.click(await screen.findByRole('button', { name: 'I take it' }));
    // Optimistic: before the server answers.
    const done = (await screen.findByRole('button', { name: 'Done' })) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect(bar('First trimester')).toBe('50');
    expect(overall()).toBe('13'); // 50 / 4 = 12.5
    release();
    await waitFor(() => expect(server.called('actionComplete')).toHaveLength(1));
    expect(server.called('actionComplete')[0]!.body).toEqual({ code: 'take-folic-acid', program_id: PROGRAM, group: GROUP });
    await waitFor(() => expect(server.called('memberPrograms').length).toBeGreaterThan(1));
    expect((screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('triggered process marks the step done too, with its completed text', async () => {
    const server = serverWith(['take-folic-acid']);
    await renderWidget(server);
    await expand('First trimester');
    await userEvent.click(await screen.findByRole('button', { name: 'Call me' }));
    expect(((await screen.findByRole('button', { name: 'Called' })) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(server.called('actionComplete').map((c) => (c.body as ActionCompletionRequest).code)).toEqual(['call-nurse']));
    await waitFor(() => expect(bar('First trimester')).toBe('100'));
  });

  it('url opens a new tab; it completes the step only with complete-on-click', async () => {
    const server = serverWith();
    await renderWidget(server);
    await expand('Read the guide');
    const read = await within(item('Read the guide')).findByRole('link', { name: /^Read/ });
    expect(read.getAttribute('href')).toBe('https://example.org/guide');
    expect(read.getAttribute('target')).toBe('_blank');
    expect(read.getAttribute('rel')).toBe('noopener noreferrer');
    read.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(read);
    expect(server.called('actionComplete')).toHaveLength(0);

    await expand('Book your first prenatal visit');
    const book = await within(item('Book your first prenatal visit')).findByRole('link', { name: /^Book now/ });
    expect(book.getAttribute('target')).toBe('_blank');
    book.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(book);
    await waitFor(() => expect(server.called('actionComplete').map((c) => (c.body as ActionCompletionRequest).code)).toEqual(['book-first-visit']));
    // Completed without completed text: its own text, disabled.
    expect(((await within(item('Book your first prenatal visit')).findByRole('button', { name: 'Book now' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('page navigates to /client/{parentSlug}/{slug} through the host navigation, without completing', async () => {
    const server = serverWith();
    const navigate = vi.fn();
    await renderWidget(server, navigate);
    await expand('Complete the health assessment');
    const start = await within(item('Complete the health assessment')).findByRole('link', { name: 'Start' });
    expect(start.getAttribute('href')).toBe('/client/assessments/hra-form');
    await userEvent.click(start);
    expect(navigate).toHaveBeenCalledWith('/client/assessments/hra-form');
    expect(server.called('actionComplete')).toHaveLength(0);
  });

  it('rolls back and shows the error when the server refuses the completion', async () => {
    const server = serverWith();
    const onError = vi.fn();
    const client = await createFakeClient(server);
    render(
      <HealthDeckProvider client={client}>
        <ProgramProgress onError={onError} />
      </HealthDeckProvider>,
    );
    await screen.findByTestId('program-card');
    await expand('First trimester');
    server.failNext('actionComplete', 500);
    await userEvent.click(await screen.findByRole('button', { name: 'I take it' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveProperty('textContent', 'Something went wrong. Please try again later.');
    expect((screen.getByRole('button', { name: 'I take it' }) as HTMLButtonElement).disabled).toBe(false);
    expect(bar('First trimester')).toBe('0');
    expect(overall()).toBe('0');
    expect(onError).toHaveBeenCalledWith({ message: 'Something went wrong. Please try again later.' });
  });
});
