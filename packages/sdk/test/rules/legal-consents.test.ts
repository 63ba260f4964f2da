// spec 000 §3.3, §4: required is true or false; a required agreement must be accepted before the
// member goes on (onboarding), an optional one may be declined.
import { describe, expect, it } from 'vitest';
import type { MemberLegalAgreement } from '@healthdeck/contract';
import { consentItems, initialConsentAnswers, pendingRequiredAgreements } from '../../src/rules/legal-consents.js';

const agreement = (id: string, required: boolean, consent: MemberLegalAgreement['consent'] = null, version = '2'): MemberLegalAgreement => ({
  id,
  title: `Agreement ${id}`,
  content: '<p>Text</p>',
  url: null,
  version,
  required,
  programs: [],
  consent,
});
const answered = (accepted: boolean, version: string) => ({ accepted, version, answered_at: '2026-05-01T10:00:00.000Z' });

describe('legal consents in onboarding', () => {
  const terms = agreement('terms', true);
  const research = agreement('research', false);

  it.each([
    [{}, ['terms']],
    [{ research: true }, ['terms']],
    [{ terms: false, research: true }, ['terms']],
    [{ terms: true }, []],
    [{ terms: true, research: false }, []],
  ])('answers %j leave required pending: %j', (answers, pending) => {
    expect(pendingRequiredAgreements([terms, research], answers).map((a) => a.id)).toEqual(pending);
  });

  it('starts from the answers to the current version only', () => {
    const accepted = agreement('a', true, answered(true, '2'));
    const older = agreement('b', true, answered(true, '1'));
    const declined = agreement('c', false, answered(false, '2'));
    expect(initialConsentAnswers([accepted, older, declined, research])).toEqual({ a: true, b: false, c: false, research: false });
  });

  it('sends every agreement, accepted or declined', () => {
    expect(consentItems([terms, research], { terms: true })).toEqual([
      { legal_agreement_id: 'terms', accepted: true },
      { legal_agreement_id: 'research', accepted: false },
    ]);
  });
});
