import { useLocation, useNavigation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { enrollmentInfoQuery } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';

export const ONBOARDING_PATH = '/client/onboarding';

/**
 * Onboarding on first sign-in (spec 000 §1, §3.3, §7.6): while the member's onboarding is not
 * complete (enrollment info), every client page sends them to /client/onboarding, and once it is,
 * the onboarding address sends them home. Staff acting as the member are never sent there: the
 * member's agreements are the member's to accept (docs/decisions/0050-onboarding-gate.md). Pages load meanwhile, so the
 * check adds no wait to a member who is done.
 */
export function useOnboardingRedirect(impersonating: boolean): { pending: boolean; redirect: string | null } {
  const sdk = useHealthDeck();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const enrollment = useQuery({ ...enrollmentInfoQuery(sdk), enabled: !impersonating, retry: false });
  const state = enrollment.data?.enrollment.onboarding;
  const pending = !impersonating && state !== undefined && state.completed_at === null;
  const here = pathname.replace(/\/+$/, '') === ONBOARDING_PATH;
  // A navigation under way (a lazily loaded screen, e.g. /admin after Back to my account) goes where it was sent.
  if (navigation.state !== 'idle') return { pending, redirect: null };
  if (impersonating && here) return { pending, redirect: '/client/home' };
  if (pending && !here) return { pending, redirect: ONBOARDING_PATH };
  if (!pending && here && state !== undefined) return { pending, redirect: '/client/home' };
  return { pending, redirect: null };
}
