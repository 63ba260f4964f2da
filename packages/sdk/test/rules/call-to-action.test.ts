import { describe, expect, it } from 'vitest';
import { ctaButton, ctaClick, ctaClickCompletes, ctaPagePath, nextStepButton, CTA_TYPES, type CtaAction } from '../../src/rules/call-to-action.js';

describe('ctaClickCompletes (spec 001 §4: triggered process / manual confirmation mark done; url or page only with complete-on-click)', () => {
  it.each<[CtaAction, boolean]>([
    [{ cta_type: 'triggered_process' }, true],
    [{ cta_type: 'manual_confirmation' }, true],
    [{ cta_type: 'url' }, false],
    [{ cta_type: 'url', cta_complete_action_on_click: true }, true],
    [{ cta_type: 'page' }, false],
    [{ cta_type: 'page', cta_complete_action_on_click: true }, true],
    [{ cta_type: 'page', cta_complete_action_on_click: { actionGroupId: 'g1' } }, true],
    [{ cta_type: 'url', cta_complete_action_on_click: '{"programId":"p1"}' }, true],
    [{ cta_type: 'url', cta_complete_action_on_click: 'false' }, false],
    [{ cta_type: 'url', cta_complete_action_on_click: '0' }, false],
    [{ cta_type: 'url', cta_complete_action_on_click: '' }, false],
    [{ cta_type: 'url', cta_complete_action_on_click: null }, false],
    [{ cta_type: 'none', cta_complete_action_on_click: true }, false],
    [{}, false],
  ])('%j -> %s', (action, completes) => {
    expect(ctaClickCompletes(action)).toBe(completes);
  });

  it('knows the five completion types of spec 000 §3.4', () => {
    expect(CTA_TYPES).toEqual(['none', 'url', 'triggered_process', 'manual_confirmation', 'page']);
  });
});

describe('ctaButton (spec 001 §4: completed text replaces the button text and the button is then disabled)', () => {
  it.each<[string, CtaAction, { text: string; disabled: boolean }]>([
    ['open', { cta_type: 'manual_confirmation', cta_text: 'I did it', cta_completed_text: 'Done!' }, { text: 'I did it', disabled: false }],
    ['completed with completed text', { completed: true, cta_type: 'manual_confirmation', cta_text: 'I did it', cta_completed_text: 'Done!' }, { text: 'Done!', disabled: true }],
    ['completed without completed text keeps its text', { completed: true, cta_type: 'url', cta_text: 'Read more', cta_completed_text: ' ' }, { text: 'Read more', disabled: true }],
    ['type none is disabled', { cta_type: 'none', cta_text: 'Nothing' }, { text: 'Nothing', disabled: true }],
    ['no type is disabled', { cta_text: 'Nothing' }, { text: 'Nothing', disabled: true }],
    ['no text', { cta_type: 'url' }, { text: '', disabled: false }],
  ])('%s', (_name, action, button) => {
    expect(ctaButton(action)).toEqual(button);
  });
});

describe('ctaClick and nextStepButton (spec 001 §4 next-step button; §2 internal page targets)', () => {
  it.each([
    [{ slug: 'sleep' }, '/client/sleep'],
    [{ slug: 'sleep', parent_slug: 'wellbeing' }, '/client/wellbeing/sleep'],
    [{ slug: 'sleep', parent_slug: '  ' }, '/client/sleep'],
  ])('page %j -> %s', (page, path) => {
    expect(ctaPagePath(page)).toBe(path);
  });

  it.each<[string, CtaAction, ReturnType<typeof ctaClick>]>([
    ['url opens a new tab, no completion', { cta_type: 'url', cta_url: 'https://example.org' }, { navigate: { kind: 'external', url: 'https://example.org' }, complete: false }],
    [
      'url with complete-on-click',
      { cta_type: 'url', cta_url: 'https://example.org', cta_complete_action_on_click: true },
      { navigate: { kind: 'external', url: 'https://example.org' }, complete: true },
    ],
    ['page navigates', { cta_type: 'page', cta_page: { slug: 'hra-form' } }, { navigate: { kind: 'internal', path: '/client/hra-form' }, complete: false }],
    ['triggered process calls the completion handler', { cta_type: 'triggered_process' }, { navigate: null, complete: true }],
    ['manual confirmation calls the completion handler', { cta_type: 'manual_confirmation' }, { navigate: null, complete: true }],
    ['url without an address completes nothing and goes nowhere', { cta_type: 'url' }, { navigate: null, complete: false }],
    ['completed does nothing', { completed: true, cta_type: 'triggered_process' }, { navigate: null, complete: false }],
    ['none does nothing', { cta_type: 'none' }, { navigate: null, complete: false }],
  ])('%s', (_name, action, click) => {
    expect(ctaClick(action)).toEqual(click);
  });

  it('next step: disabled once completed', () => {
    const action: CtaAction = { cta_type: 'url', cta_text: 'Book', cta_url: 'https://example.org' };
    expect(nextStepButton(action)).toEqual({ text: 'Book', disabled: false, navigate: { kind: 'external', url: 'https://example.org' }, complete: false });
    expect(nextStepButton({ ...action, completed: true })).toMatchObject({ disabled: true, navigate: null, complete: false });
  });
});
