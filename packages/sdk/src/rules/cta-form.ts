// spec 001 §5 (Call-to-action form) with spec 000 §3.4 (completion types, control types arrow and
// button, link types url, page, none; widget types). Which fields show, and which are required.
// The spec gives no texts for "required"; ours read '<Field> is required'.
import type { CtaType } from './call-to-action.js';

/** Messages for required fields (our wording; spec 001 §5 names only the rules). */
export const CTA_FORM_ERRORS = {
  type: 'Type is required',
  triggeredProcess: 'Triggered process is required',
  page: 'Page is required',
  ctaType: 'CTA type is required',
  urlType: 'URL type is required',
} as const;

// ---- action call-to-action (completion type) ---------------------------------------------------

/** spec 001 §3 Action item: the call-to-action fields an admin edits. */
export interface ActionCtaFormValues {
  cta_type?: CtaType | '' | null;
  cta_triggered_process_code?: string | null;
  cta_page_id?: string | null;
  cta_url?: string | null;
  cta_completed_text?: string | null;
  cta_complete_action_on_click?: boolean | null;
}

export interface ActionCtaFormFields {
  triggeredProcess: boolean;
  page: boolean;
  url: boolean;
  completedText: boolean;
  completeOnClick: boolean;
}

/**
 * spec 001 §5: triggered process for the triggered-process type; page for page; url field only for
 * url; completed text only for triggered process and manual confirmation; complete-on-click only
 * for url and page.
 */
export function actionCtaFormFields(type: CtaType | '' | null | undefined): ActionCtaFormFields {
  return {
    triggeredProcess: type === 'triggered_process',
    page: type === 'page',
    url: type === 'url',
    completedText: type === 'triggered_process' || type === 'manual_confirmation',
    completeOnClick: type === 'url' || type === 'page',
  };
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** spec 001 §5: type required; triggered process required for its type; page required for the page type. */
export function validateActionCtaForm(values: ActionCtaFormValues): Partial<Record<'cta_type' | 'cta_triggered_process_code' | 'cta_page_id', string>> {
  const errors: Partial<Record<'cta_type' | 'cta_triggered_process_code' | 'cta_page_id', string>> = {};
  if (blank(values.cta_type)) errors.cta_type = CTA_FORM_ERRORS.type;
  const fields = actionCtaFormFields(values.cta_type);
  if (fields.triggeredProcess && blank(values.cta_triggered_process_code)) errors.cta_triggered_process_code = CTA_FORM_ERRORS.triggeredProcess;
  if (fields.page && blank(values.cta_page_id)) errors.cta_page_id = CTA_FORM_ERRORS.page;
  return errors;
}

/** spec 001 §5: values to save, with the fields the type does not show cleared. */
export function cleanActionCtaForm(values: ActionCtaFormValues): ActionCtaFormValues {
  const fields = actionCtaFormFields(values.cta_type);
  return {
    cta_type: values.cta_type,
    cta_triggered_process_code: fields.triggeredProcess ? values.cta_triggered_process_code : null,
    cta_page_id: fields.page ? values.cta_page_id : null,
    cta_url: fields.url ? values.cta_url : null,
    cta_completed_text: fields.completedText ? values.cta_completed_text : null,
    cta_complete_action_on_click: fields.completeOnClick ? Boolean(values.cta_complete_action_on_click) : false,
  };
}

// ---- widget call-to-action ------------------------------------------------------------------

/** spec 000 §3.4 widget types. */
export type WidgetType =
  | 'common'
  | 'quad'
  | 'two_content_links'
  | 'custom'
  | 'nudge'
  | 'headline'
  | 'icon_nudge'
  | 'html'
  | 'large_quad'
  | 'borderless'
  | 'text'
  | 'login_streak'
  | 'pregnancy_streak';

/** spec 001 §3 Widget config: the call-to-action fields. */
export interface WidgetCtaFormValues {
  type: WidgetType;
  cta_type?: 'arrow' | 'button' | '' | null;
  cta_text?: string | null;
  cta_url_type?: 'url' | 'page' | 'none' | '' | null;
  cta_url?: string | null;
  cta_page_id?: string | null;
  cta_complete_action_on_click?: unknown;
}

export interface WidgetCtaFormFields {
  /** The whole call-to-action form (hidden for custom widgets). */
  form: boolean;
  ctaType: boolean;
  text: boolean;
  urlTypeChoices: readonly ('url' | 'page' | 'none')[];
  url: boolean;
  page: boolean;
  completeAction: boolean;
}

/**
 * spec 001 §5: hidden for custom widgets; arrow/button choice only for common; text for button or
 * icon nudge; URL type choices URL or Page (plus None for text); URL field for URL type, page picker
 * for Page type; the complete-action option when a URL type (url or page) is chosen and actions exist.
 */
export function widgetCtaFormFields(values: WidgetCtaFormValues, actionsExist: boolean): WidgetCtaFormFields {
  if (values.type === 'custom') {
    return { form: false, ctaType: false, text: false, urlTypeChoices: [], url: false, page: false, completeAction: false };
  }
  const urlType = values.cta_url_type;
  return {
    form: true,
    ctaType: values.type === 'common',
    text: values.cta_type === 'button' || values.type === 'icon_nudge',
    urlTypeChoices: values.type === 'text' ? ['url', 'page', 'none'] : ['url', 'page'],
    url: urlType === 'url',
    page: urlType === 'page',
    completeAction: (urlType === 'url' || urlType === 'page') && actionsExist,
  };
}

/** spec 001 §5: cta_type, cta_url_type and cta_page_id are required when shown. */
export function validateWidgetCtaForm(values: WidgetCtaFormValues, actionsExist: boolean): Partial<Record<'cta_type' | 'cta_url_type' | 'cta_page_id', string>> {
  const fields = widgetCtaFormFields(values, actionsExist);
  const errors: Partial<Record<'cta_type' | 'cta_url_type' | 'cta_page_id', string>> = {};
  if (!fields.form) return errors;
  if (fields.ctaType && blank(values.cta_type)) errors.cta_type = CTA_FORM_ERRORS.ctaType;
  if (blank(values.cta_url_type) || !fields.urlTypeChoices.includes(values.cta_url_type as 'url')) errors.cta_url_type = CTA_FORM_ERRORS.urlType;
  if (fields.page && blank(values.cta_page_id)) errors.cta_page_id = CTA_FORM_ERRORS.page;
  return errors;
}
