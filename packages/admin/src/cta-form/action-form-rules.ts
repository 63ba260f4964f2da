import { actionCtaFormFields, validateActionCtaForm, type CtaType } from '@healthdeck/sdk';
import type { ClassFormRules, FieldOverride } from '../classes/form-rules.js';
import type { FormValues } from '../classes/form-values.js';
import type { CtaFormMessages } from './messages.js';
import { completeActionChoices, pageFinish, pagePicker, text, type CtaLookups } from './cta-lookups.js';

// spec 001 §5 Call-to-action form for actions, through the sdk's rule (actionCtaFormFields,
// validateActionCtaForm): the type (the action's completion type) is required; triggered process
// for the triggered-process type, page for the page type (both required then); the url only for
// url; the completed text only for triggered process and manual confirmation; complete-on-click
// only for url and page.

/** The action fields these rules show, hide or reshape. */
export const ACTION_CTA_FIELDS = ['completion_type', 'cta_triggered_process_code', 'cta_page_id', 'cta_page', 'cta_url', 'cta_completed_text', 'cta_complete_action_on_click'] as const;

const typeOf = (values: FormValues) => text(values.completion_type) as CtaType | '';

export function actionFormRules(lookups: CtaLookups, M: CtaFormMessages): ClassFormRules {
  return {
    fields(values) {
      const shown = actionCtaFormFields(typeOf(values));
      const overrides: Record<(typeof ACTION_CTA_FIELDS)[number], FieldOverride> = {
        completion_type: { required: true },
        cta_triggered_process_code: { hidden: !shown.triggeredProcess, required: shown.triggeredProcess },
        cta_page_id: pagePicker(lookups, shown.page, M),
        cta_page: { hidden: true },
        cta_url: { hidden: !shown.url },
        cta_completed_text: { hidden: !shown.completedText },
        cta_complete_action_on_click: completeActionChoices(lookups, shown.completeOnClick, M),
      };
      return overrides;
    },
    validate(values) {
      const { cta_type: type, ...rest } = validateActionCtaForm({
        cta_type: typeOf(values),
        cta_triggered_process_code: text(values.cta_triggered_process_code),
        cta_page_id: text(values.cta_page_id),
      });
      return { ...rest, ...(type ? { completion_type: type } : {}) };
    },
    finish: (data, values) => pageFinish(lookups, data, values, typeOf(values) === 'page'),
  };
}
