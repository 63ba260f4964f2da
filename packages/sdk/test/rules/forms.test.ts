import { describe, expect, it } from 'vitest';
import { actionCtaFormFields, cleanActionCtaForm, validateActionCtaForm, validateWidgetCtaForm, widgetCtaFormFields, type WidgetCtaFormValues } from '../../src/rules/cta-form.js';
import { isValidUploadFile, uploadFileError, UPLOAD_ACCEPT } from '../../src/rules/file-upload.js';

describe('action call-to-action form fields (spec 001 §5)', () => {
  it.each([
    ['none', { triggeredProcess: false, page: false, url: false, completedText: false, completeOnClick: false }],
    ['url', { triggeredProcess: false, page: false, url: true, completedText: false, completeOnClick: true }],
    ['triggered_process', { triggeredProcess: true, page: false, url: false, completedText: true, completeOnClick: false }],
    ['manual_confirmation', { triggeredProcess: false, page: false, url: false, completedText: true, completeOnClick: false }],
    ['page', { triggeredProcess: false, page: true, url: false, completedText: false, completeOnClick: true }],
  ] as const)('%s shows %j', (type, fields) => {
    expect(actionCtaFormFields(type)).toEqual(fields);
  });

  it.each([
    [{}, { cta_type: 'Type is required' }],
    [{ cta_type: '' as const }, { cta_type: 'Type is required' }],
    [{ cta_type: 'none' as const }, {}],
    [{ cta_type: 'triggered_process' as const }, { cta_triggered_process_code: 'Triggered process is required' }],
    [{ cta_type: 'triggered_process' as const, cta_triggered_process_code: 'send-kit' }, {}],
    [{ cta_type: 'page' as const, cta_page_id: ' ' }, { cta_page_id: 'Page is required' }],
    [{ cta_type: 'page' as const, cta_page_id: 'p1' }, {}],
    [{ cta_type: 'url' as const }, {}],
    [{ cta_type: 'url' as const, cta_page_id: null, cta_triggered_process_code: null }, {}],
  ])('%j -> %j', (values, errors) => {
    expect(validateActionCtaForm(values)).toEqual(errors);
  });

  it('clears the fields the type does not show', () => {
    const values = {
      cta_type: 'manual_confirmation' as const,
      cta_triggered_process_code: 'x',
      cta_page_id: 'p1',
      cta_url: 'https://example.org',
      cta_completed_text: 'Done',
      cta_complete_action_on_click: true,
    };
    expect(cleanActionCtaForm(values)).toEqual({
      cta_type: 'manual_confirmation',
      cta_triggered_process_code: null,
      cta_page_id: null,
      cta_url: null,
      cta_completed_text: 'Done',
      cta_complete_action_on_click: false,
    });
    expect(cleanActionCtaForm({ ...values, cta_type: 'url' })).toMatchObject({ cta_url: 'https://example.org', cta_completed_text: null, cta_complete_action_on_click: true });
  });
});

describe('widget call-to-action form (spec 001 §5)', () => {
  it('is hidden for custom widgets and asks nothing of them', () => {
    const custom: WidgetCtaFormValues = { type: 'custom' };
    expect(widgetCtaFormFields(custom, true)).toMatchObject({ form: false, ctaType: false, text: false, url: false, page: false, completeAction: false });
    expect(validateWidgetCtaForm(custom, true)).toEqual({});
  });

  it.each<[string, WidgetCtaFormValues, boolean, Partial<ReturnType<typeof widgetCtaFormFields>>]>([
    ['common: arrow/button choice, no text for arrow', { type: 'common', cta_type: 'arrow' }, false, { form: true, ctaType: true, text: false }],
    ['common button: text shows', { type: 'common', cta_type: 'button' }, false, { ctaType: true, text: true }],
    ['icon nudge: text shows, no arrow/button choice', { type: 'icon_nudge' }, false, { ctaType: false, text: true }],
    ['nudge: neither', { type: 'nudge' }, false, { ctaType: false, text: false }],
    ['URL or Page choices', { type: 'common' }, false, { urlTypeChoices: ['url', 'page'] }],
    ['plus None for text type', { type: 'text' }, false, { urlTypeChoices: ['url', 'page', 'none'] }],
    ['URL field for URL type', { type: 'common', cta_url_type: 'url' }, false, { url: true, page: false, completeAction: false }],
    ['page picker for Page type', { type: 'common', cta_url_type: 'page' }, false, { url: false, page: true }],
    ['complete-action when a URL type is chosen and actions exist', { type: 'common', cta_url_type: 'url' }, true, { completeAction: true }],
    ['…and for Page', { type: 'quad', cta_url_type: 'page' }, true, { completeAction: true }],
    ['not for None', { type: 'text', cta_url_type: 'none' }, true, { completeAction: false }],
    ['not before a URL type is chosen', { type: 'common' }, true, { completeAction: false }],
  ])('%s', (_name, values, actionsExist, fields) => {
    expect(widgetCtaFormFields(values, actionsExist)).toMatchObject(fields);
  });

  it.each<[WidgetCtaFormValues, Record<string, string>]>([
    [{ type: 'common' }, { cta_type: 'CTA type is required', cta_url_type: 'URL type is required' }],
    [{ type: 'common', cta_type: 'button', cta_url_type: 'url' }, {}],
    [{ type: 'common', cta_type: 'arrow', cta_url_type: 'page' }, { cta_page_id: 'Page is required' }],
    [{ type: 'common', cta_type: 'arrow', cta_url_type: 'page', cta_page_id: 'p1' }, {}],
    [{ type: 'nudge', cta_url_type: 'none' }, { cta_url_type: 'URL type is required' }],
    [{ type: 'text', cta_url_type: 'none' }, {}],
    [{ type: 'headline', cta_url_type: 'url' }, {}],
  ])('%j -> %j', (values, errors) => {
    expect(validateWidgetCtaForm(values, false)).toEqual(errors);
  });
});

describe('file upload (spec 001 §5: only csv or json, else "Please select a valid file.")', () => {
  it.each([
    ['kits.csv', true],
    ['KITS.CSV', true],
    ['orders.json', true],
    ['orders.json ', true],
    ['orders.xlsx', false],
    ['csv', false],
    ['data.csv.exe', false],
    ['notes.txt', false],
  ])('%j -> %s', (name, ok) => {
    expect(isValidUploadFile({ name })).toBe(ok);
    expect(uploadFileError({ name })).toBe(ok ? null : 'Please select a valid file.');
  });
  it('refuses no file', () => {
    expect(uploadFileError(null)).toBe('Please select a valid file.');
    expect(UPLOAD_ACCEPT).toBe('.csv,.json');
  });
});
