// Onboarding on first sign-in (spec 000 §1, §3.3 topicInterestIds, measurement skip reason,
// legal_consents; §4 required true or false; §7.6 complete-onboarding): a member whose onboarding
// is not complete is sent to /client/onboarding, and cannot finish until each required agreement
// is accepted.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LegalConsentsRequest, MemberLegalAgreement } from '@healthdeck/contract';
import { apiError, json, recordedUserFlow, tokensFixture } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { agreement, enrollment, shellHandlers, topic } from './member-shell-fixture.js';
import { signInWithTokens } from '@healthdeck/sdk';
import { openRecord } from '@healthdeck/crypto/light';

const terms = agreement(1, 'Terms of Use', true);
const research = agreement(2, 'Research participation', false);

async function newMember(options: { completeFails?: string } = {}) {
  let completed = false;
  const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  let agreements: MemberLegalAgreement[] = [terms, research];
  const setup = testClient(
    {
      ...shellHandlers(),
      enrollmentInfo: () => json(enrollment(completed)),
      onboardingTopics: () => json({ topics: [topic(1, 'Sleep'), topic(2, 'Fitness')] }),
      onboardingTopicInterests: () => json({ topics: [topic(1, 'Sleep', true), topic(2, 'Fitness')] }),
      measurementSkip: (call) => json({ measurement_skip: { encrypted_data: (call.body as { encrypted_data: string }).encrypted_data, updated_at: '2026-05-04T08:00:00.000Z' } }),
      legalAgreements: () => json({ legal_agreements: agreements, pending_required: true }),
      onboardingLegalConsents: (call) => {
        const body = call.body as LegalConsentsRequest;
        agreements = agreements.map((a) => {
          const answer = body.legal_consents.find((c) => c.legal_agreement_id === a.id);
          return answer ? { ...a, consent: { accepted: answer.accepted, version: a.version, answered_at: '2026-05-04T08:00:00.000Z' } } : a;
        });
        return json({ legal_agreements: agreements, pending_required: false });
      },
      completeOnboarding: () => {
        if (options.completeFails) return apiError(400, options.completeFails, 'BAD_REQUEST');
        completed = true;
        return json({ onboarding: enrollment(true).enrollment.onboarding });
      },
    },
    { dataKey },
  );
  await signInWithTokens(setup.client, tokensFixture());
  // The key store hands the data key back once signed in (the skip reason is sealed under it).
  await waitFor(() => expect(setup.client.$dataKey.get()).not.toBeNull());
  return { ...setup, dataKey };
}

describe('onboarding on first sign-in', () => {
  it('sends the member there, saves interests, then refuses to finish until the required agreement is accepted', async () => {
    const { client, api, dataKey } = await newMember();
    const user = userEvent.setup();
    const view = renderApp('/client/home', client);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/client/onboarding'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Welcome to HealthDeck' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    // spec 000 §3.4: onboarding and its first step start once.
    await waitFor(() => expect(recordedUserFlow(api)).toEqual(['user_onboard_started', 'onboarding_step_started:interests']));
    // The sidebar's pages are out of reach meanwhile.
    expect(screen.queryByRole('navigation', { name: 'Client' })).toBeNull();

    await user.click(await screen.findByRole('checkbox', { name: /Sleep/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(api.called('onboardingTopicInterests')[0]?.body).toEqual({ topicInterestIds: [topic(1, 'Sleep').id] });

    // The measurement skip reason, through the body scan's skip form (spec 001 §5).
    await user.click(screen.getByRole('button', { name: 'Skip it for now' }));
    await user.click(screen.getByRole('radio', { name: 'I don’t have the time' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    // Sealed under the member's data key before it is sent (docs/ENCRYPTION.md).
    const { encrypted_data } = api.called('measurementSkip')[0]!.body as { encrypted_data: string };
    expect(await openRecord(encrypted_data, { dataKey })).toBe('I don’t have the time');

    expect(await screen.findByRole('heading', { name: /Terms of Use/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Accept the required agreements to go on.');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }));
    expect(api.called('onboardingLegalConsents')).toHaveLength(0);
    expect(api.called('completeOnboarding')).toHaveLength(0);
    expect(recordedUserFlow(api)).toEqual([
      'user_onboard_started',
      'onboarding_step_started:interests',
      'onboarding_step_finished:interests',
      'onboarding_step_started:measurements',
      'onboarding_step_finished:measurements',
      'onboarding_step_started:agreements',
      'legal_agreements_started',
    ]);

    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/client/home'));
    expect(api.called('onboardingLegalConsents')[0]?.body).toEqual({
      legal_consents: [
        { legal_agreement_id: terms.id, accepted: true },
        { legal_agreement_id: research.id, accepted: false },
      ],
    });
    expect(api.called('completeOnboarding')).toHaveLength(1);
    expect(await screen.findByRole('navigation', { name: 'Client' })).toBeTruthy();
    expect(recordedUserFlow(api).slice(7)).toEqual(['onboarding_step_finished:agreements', 'legal_agreements_finished', 'user_onboard_finished']);
  });

  it("shows the server's message when it refuses to complete", async () => {
    const { client, api } = await newMember({ completeFails: 'Accept the required legal agreements first' });
    const user = userEvent.setup();
    renderApp('/client/onboarding', client);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'I will take them later' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I accept the Terms of Use' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Accept the required legal agreements first');
    // Refused: the agreements and onboarding are not finished.
    expect(recordedUserFlow(api).filter((event) => event.endsWith('finished') || event.includes('_finished:'))).toEqual([
      'onboarding_step_finished:interests',
      'onboarding_step_finished:measurements',
    ]);
  });

  it('sends a member who has finished away from the onboarding address', async () => {
    const setup = testClient(shellHandlers());
    await signInWithTokens(setup.client, tokensFixture());
    const view = renderApp('/client/onboarding', setup.client);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/client/home'));
  });
});
