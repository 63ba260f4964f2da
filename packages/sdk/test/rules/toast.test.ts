import { describe, expect, it } from 'vitest';
import { isFilteredToastPath, shouldShowToast, toastDuration, toastPathMatches } from '../../src/rules/toast.js';

describe('toastPathMatches (spec 000 §2: a * matches exactly one path segment)', () => {
  it.each([
    ['/client/home', '/client/home', true],
    ['/client/*', '/client/home', true],
    ['/client/*', '/client/home/', true],
    ['client/*', '/client/home', true],
    ['/client/*', '/client', false],
    ['/client/*', '/client/testing-center/K-1', false],
    ['/client/*/*', '/client/testing-center/K-1', true],
    ['/client/testing-center/*', '/client/testing-center/K-1?tab=2', true],
    ['/admin/*/edit', '/admin/actions/edit', true],
    ['/admin/*/edit', '/admin/actions/view', false],
    ['/client/home', '/client/Home', false],
  ])('%j vs %j -> %s', (pattern, path, match) => {
    expect(toastPathMatches(pattern, path)).toBe(match);
  });
});

describe('shouldShowToast (spec 000 §2: on admin and client paths only with a matching entry with display_status; elsewhere always)', () => {
  const locations = [
    { path: '/client/home', display_status: true },
    { path: '/client/testing-center/*', display_status: 1 },
    { path: '/client/vitals', display_status: false },
    { path: '/admin/*', display_status: true },
  ];
  it.each([
    ['/client/home', true],
    ['/client/testing-center/K-1', true],
    ['/client/vitals', false],
    ['/client/fitness', false],
    ['/admin/users', true],
    ['/admin', false],
    ['/', true],
    ['/login', true],
    ['/examples/partner-site/', true],
    ['/administrator', true],
  ])('%j -> %s', (path, show) => {
    expect(shouldShowToast(path, locations)).toBe(show);
  });
  it('shows nothing on client paths when no locations are configured', () => {
    expect(shouldShowToast('/client/home', [])).toBe(false);
    expect(isFilteredToastPath('/clients')).toBe(false);
  });
  it('a matching entry with display_status wins over a matching entry without', () => {
    expect(
      shouldShowToast('/client/sleep', [
        { path: '/client/*', display_status: false },
        { path: '/client/sleep', display_status: true },
      ]),
    ).toBe(true);
  });
});

describe('toastDuration (spec 000 §9: 4000 ms error/success/default, 8000 ms warning/info, infinite persistent/form error)', () => {
  it.each([
    ['error', 4000],
    ['success', 4000],
    ['default', 4000],
    ['warning', 8000],
    ['info', 8000],
    ['persistent', Number.POSITIVE_INFINITY],
    ['formError', Number.POSITIVE_INFINITY],
  ] as const)('%s -> %d', (kind, ms) => {
    expect(toastDuration(kind)).toBe(ms);
  });
});
