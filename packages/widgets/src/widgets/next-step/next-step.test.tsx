import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionCompletionRequest } from '@healthdeck/contract/light';
import { accountFixture, createFakeClient, createFakeServer, json } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { pregnancy, serverWith } from '../program-progress/test-programs';
import { NextStep } from './next-step';

async function renderNextStep(server: { fetch: typeof fetch }, navigate?: (path: string) => void) {
  const client = await createFakeClient(server);
  render(
    <HealthDeckProvider client={client} navigate={navigate}>
      <NextStep />
    </HealthDeckProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Next Step (spec 001 §2; §4 Next-step button)', () => {
  it('shows the first incomplete action; manual confirmation completes it and the next one takes its place', async () => {
    const server = serverWith();
    await renderNextStep(server);
    expect(await screen.findByText('Take folic acid daily')).toBeTruthy();
    expect(screen.getByText('Healthy Pregnancy')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I take it' }));
    await waitFor(() => expect(server.called('actionComplete').map((c) => (c.body as ActionCompletionRequest).code)).toEqual(['take-folic-acid']));
    // Triggered process: the completion handler too.
    expect(await screen.findByText('Call the nurse line')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Call me' }));
    await waitFor(() => expect(server.called('actionComplete')).toHaveLength(2));
    // url with complete-on-click: a new tab, and completed.
    const book = await screen.findByRole('link', { name: /^Book now/ });
    expect(book.getAttribute('target')).toBe('_blank');
    book.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(book);
    await waitFor(() => expect(server.called('actionComplete')).toHaveLength(3));
    // url without it: a new tab only, the step stays.
    const read = await screen.findByRole('link', { name: /^Read/ });
    read.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(read);
    expect(server.called('actionComplete')).toHaveLength(3);
    expect(screen.getByText('Read the guide')).toBeTruthy();
  });

  it('page navigates through the host navigation', async () => {
    const navigate = vi.fn();
    await renderNextStep(serverWith(['take-folic-acid', 'call-nurse', 'book-first-visit', 'read-guide']), navigate);
    const start = await screen.findByRole('link', { name: 'Start' });
    expect(start.getAttribute('href')).toBe('/client/assessments/hra-form');
    await userEvent.click(start);
    expect(navigate).toHaveBeenCalledWith('/client/assessments/hra-form');
  });

  it('says so when every step is done', async () => {
    await renderNextStep(serverWith(['take-folic-acid', 'call-nurse', 'book-first-visit', 'read-guide', 'hra']));
    expect(await screen.findByText('You have completed every step of your programs. Well done!')).toBeTruthy();
  });

  it('says there is no step yet, not that all are done, to a member in no programme', async () => {
    await renderNextStep(createFakeServer({ account: () => json(accountFixture({ verified: true })), memberPrograms: () => json({ programs: [] }) }));
    expect(await screen.findByText('No steps yet. Your next step shows here once you are enrolled in a program.')).toBeTruthy();
    expect(screen.queryByText('You have completed every step of your programs. Well done!')).toBeNull();
  });

  it('rolls back with the error when the completion fails', async () => {
    const server = createFakeServer({
      account: () => json(accountFixture({ verified: true })),
      memberPrograms: () => json({ programs: [pregnancy()] }),
      actionComplete: () => json({}, 500),
    });
    await renderNextStep(server);
    server.failNext('actionComplete', 500);
    await userEvent.click(await screen.findByRole('button', { name: 'I take it' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again later.');
    expect((screen.getByRole('button', { name: 'I take it' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
