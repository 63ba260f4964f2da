import { describe, expect, it } from 'vitest';
import type { AccountResponse } from '@healthdeck/contract/light';
import { completeProfileRedirect } from '../../src/rules/complete-profile.js';
import { fillTemplate } from '../../src/rules/template.js';

describe('completeProfileRedirect (spec 001 §2: only if the user programs include the page programs; profile not completed)', () => {
  const pages = [
    { name: 'Home', slug: 'home', programs: ['p1'] },
    { name: 'Complete Profile', slug: 'complete-profile', programs: ['p1', 'p2'] },
  ];
  const base = { pages, userPrograms: ['p1', 'p2', 'p3'], completedProfile: false, currentPath: '/client/home' };
  it.each([
    ['not completed, in every program of the page', base, '/client/complete-profile'],
    ['in only some of the page programs', { ...base, userPrograms: ['p2'] }, null],
    ['profile completed', { ...base, completedProfile: true }, null],
    ['completion unknown', { ...base, completedProfile: null }, null],
    ['no shared program', { ...base, userPrograms: ['p9'] }, null],
    ['no programs at all', { ...base, userPrograms: [] }, null],
    ['page without programs', { ...base, pages: [{ name: 'Complete Profile', slug: 'complete-profile' }] }, null],
    ['no Complete Profile page', { ...base, pages: [pages[0]] }, null],
    ['already there', { ...base, currentPath: '/client/complete-profile/' }, null],
    ['already there with a query', { ...base, currentPath: '/client/complete-profile?step=2' }, null],
  ])('%s -> %j', (_name, input, target) => {
    expect(completeProfileRedirect(input)).toBe(target);
  });
});

describe('fillTemplate (spec 001 §3: {{path}} filled from the current account)', () => {
  const account: AccountResponse = {
    user: { id: 'u1', email: 'ann@example.org', name: 'Ann Lee', verified: true, star_balance: 40, roles: ['member'], organizations: [{ id: 'o1', name: 'Acme' }], programs: ['p1'] },
    profile: { sleep_goal: 8, water_intake: null },
    keySalt: 'c2FsdHNhbHRzYWx0c2FsdA==',
    publicKey: null,
    encrptedPrivateKey: null,
    encryptedDataKey: null,
    session: { kit_id: null, verificationEmailSent: false },
    renderedMoreActiveIframe: false,
  };
  it.each([
    ['Hello {{user.email}}!', 'Hello ann@example.org!'],
    ['You have {{ user.star_balance }} stars', 'You have 40 stars'],
    ['Verified: {{user.verified}}', 'Verified: true'],
    ['Goal {{profile.sleep_goal}}h, water {{profile.water_intake}}', 'Goal 8h, water {{profile.water_intake}}'],
    ['Org {{user.organizations.0.name}}', 'Org Acme'],
    ['Unknown {{user.nickname}} and {{nothing.here}}', 'Unknown {{user.nickname}} and {{nothing.here}}'],
    ['An object {{user}} stays', 'An object {{user}} stays'],
    ['Empty {{}} stays', 'Empty {{}} stays'],
    ['Inherited {{user.toString}} stays', 'Inherited {{user.toString}} stays'],
    ['No placeholders', 'No placeholders'],
  ])('%j -> %j', (text, filled) => {
    expect(fillTemplate(text, account)).toBe(filled);
  });
  it.each([
    ['Welcome, {{user.name}}', 'Welcome, Ann Lee', 'Welcome'],
    ['Well done {{ user.name }}!', 'Well done Ann Lee!', 'Well done!'],
  ])('%j names the member, and reads without a name for an account that has none', (text, named, unnamed) => {
    expect(fillTemplate(text, account)).toBe(named);
    expect(fillTemplate(text, { ...account, user: { ...account.user, name: null } })).toBe(unnamed);
  });
  it('leaves every placeholder readable without an account', () => {
    expect(fillTemplate('Hi {{user.email}}', null)).toBe('Hi {{user.email}}');
  });
});
