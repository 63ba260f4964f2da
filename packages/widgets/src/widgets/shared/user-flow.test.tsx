// spec 000 §3.4 user-flow activity: the one recorder, and a screen visit's start and finish.
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import type { HealthDeck } from '@healthdeck/sdk';
import { accountFixture, createFakeClient, createFakeServer, json, recordedUserFlow, userFlowActivityFake } from '@healthdeck/sdk/testing';
import { recordUserFlow, useUserFlowVisit } from './user-flow';

afterEach(() => vi.restoreAllMocks());

function Visit({ client }: { client: HealthDeck }) {
  useUserFlowVisit(client, 'fitness_started', 'fitness_finished');
  return <p>Fitness</p>;
}

describe('user-flow events (spec 000 §3.4)', () => {
  it('a screen visit records its start once under StrictMode and its finish when the member leaves', async () => {
    const server = createFakeServer({ account: () => json(accountFixture()), userFlowActivity: userFlowActivityFake });
    const client = await createFakeClient(server);
    const { unmount } = render(
      <StrictMode>
        <Visit client={client} />
      </StrictMode>,
    );
    await waitFor(() => expect(recordedUserFlow(server)).toEqual(['fitness_started']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recordedUserFlow(server)).toEqual(['fitness_started']);
    unmount();
    await waitFor(() => expect(recordedUserFlow(server)).toEqual(['fitness_started', 'fitness_finished']));
  });

  it('a failed recording is logged, never thrown', async () => {
    const server = createFakeServer({ account: () => json(accountFixture()), userFlowActivity: userFlowActivityFake });
    server.failNext('userFlowActivity', 500);
    const client = await createFakeClient(server);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => recordUserFlow(client, 'meals_started')).not.toThrow();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[healthdeck] recording meals_started failed', expect.anything()));
    recordUserFlow(client, 'onboarding_step_started', 'interests');
    await waitFor(() => expect(recordedUserFlow(server)).toEqual(['meals_started', 'onboarding_step_started:interests']));
  });
});
