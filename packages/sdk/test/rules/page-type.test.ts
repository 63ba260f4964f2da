import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS } from '@healthdeck/contract/light';
import { pageAllowedByFlags, pageDisplay } from '../../src/rules/page-type.js';

// spec 000 §3.4 page types and content display; spec 001 §2 Page layouts and feature flags.

describe('pageAllowedByFlags (spec 001 §2 feature flags: calendly, healthtip, contactus, referrals, random referral, my test page, vitals)', () => {
  const off = { ...FEATURE_FLAG_DEFAULTS, calendly: false, healthtip: false, contactus: false, referrals: false, random_referral: false, my_test_page: false, vitals: false };
  const on = { ...off, calendly: true, healthtip: true, contactus: true, referrals: true, random_referral: true, my_test_page: true, vitals: true };
  it.each([
    ['CALENDLY', 'calendly'],
    ['REFERRALS', 'referrals'],
    ['RANDOMREFERRAL', 'random_referral'],
    ['HEALTHTIP', 'healthtip'],
    ['CONTACTUS', 'contactus'],
    ['MYTESTPAGE', 'my_test_page'],
    ['VITALS', 'vitals'],
  ] as const)('%s follows the %s flag', (type, flag) => {
    expect(pageAllowedByFlags(type, on)).toBe(true);
    expect(pageAllowedByFlags(type, off)).toBe(false);
    expect(pageAllowedByFlags(type, { ...off, [flag]: true })).toBe(true);
  });
  it.each([null, undefined, 'TESTINGCENTER', 'TESTINGINSTRUCTION', 'INSIGHTS'] as const)('%s has no flag and always shows', (type) => {
    expect(pageAllowedByFlags(type, off)).toBe(true);
  });
  it('calendly is off by default, the others on (FEATURE_FLAG_DEFAULTS)', () => {
    expect(pageAllowedByFlags('CALENDLY', FEATURE_FLAG_DEFAULTS)).toBe(false);
    expect(pageAllowedByFlags('MYTESTPAGE', FEATURE_FLAG_DEFAULTS)).toBe(true);
  });
});

// spec 000 §3.4 "Content display: default, custom, gallery, html, htmlfull"; spec 001 §2 "Page types:
// HTML, full HTML (no title, raw HTML injected), gallery (main content hidden) and others". custom is
// the page's own screen alone (docs/decisions/0089-custom-content-display.md).
describe('pageDisplay (spec 001 §2: HTML, full HTML with no title, gallery with the main content hidden)', () => {
  it.each([
    ['default', { title: true, html: false, mainContent: true, areas: true }],
    ['custom', { title: true, html: false, mainContent: false, areas: false }],
    [null, { title: true, html: false, mainContent: true, areas: true }],
    ['html', { title: true, html: true, mainContent: true, areas: true }],
    ['htmlfull', { title: false, html: true, mainContent: false, areas: false }],
    ['gallery', { title: true, html: false, mainContent: false, areas: true }],
  ] as const)('%s', (display, expected) => {
    expect(pageDisplay(display)).toEqual(expected);
  });
});
