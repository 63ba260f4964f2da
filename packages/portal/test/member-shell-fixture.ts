// Fake answers for the client area's shell (notifications, onboarding state, toast locations), each
// checked against the contract by the fake server.
import type { EnrollmentInfoResponse, MemberLegalAgreement, Notification, Topic } from '@healthdeck/contract';
import { accountFixture, json, type FakeHandlers } from '@healthdeck/sdk/testing';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function enrollment(completed: boolean): EnrollmentInfoResponse {
  return {
    enrollment: {
      organizations: [],
      programs: [],
      onboarding: { completed_at: completed ? '2026-05-01T10:00:00.000Z' : null, topic_interest_ids: [], pending_required_agreements: !completed },
    },
  };
}

export const notification = (n: number, title: string): Notification => ({
  id: uuid(100 + n),
  title,
  body: `${title} body`,
  link: null,
  created_at: '2026-05-04T08:00:00.000Z',
  read_at: null,
});

export const topic = (n: number, title: string, selected = false): Topic => ({
  id: uuid(200 + n),
  title,
  slug: title.toLowerCase(),
  description: `${title} tips`,
  category: 'mental-health',
  kind: 'user-interest',
  image: null,
  selected,
});

export const agreement = (n: number, title: string, required: boolean): MemberLegalAgreement => ({
  id: uuid(300 + n),
  title,
  content: `<p>${title} text</p>`,
  url: null,
  version: '1',
  required,
  programs: [],
  consent: null,
});

/** A member whose onboarding is done, with no notifications and toasts allowed on /client/home. */
export function shellHandlers(): FakeHandlers {
  return {
    account: () => json(accountFixture({ verified: true })),
    enrollmentInfo: () => json(enrollment(true)),
    notificationsUnread: () => json({ notifications: [], unread_count: 0 }),
    toastLocations: () => json({ locations: [{ path: '/client/home', display_status: true }] }),
    featureFlags: () => json({ flags: {} }),
  };
}
