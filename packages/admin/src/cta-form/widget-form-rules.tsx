import { validateWidgetCtaForm, widgetCtaFormFields, type WidgetCtaFormValues, type WidgetType } from '@healthdeck/sdk';
import type { ClassFormRules, FieldOverride } from '../classes/form-rules.js';
import type { FormValues } from '../classes/form-values.js';
import { completeActionChoices, pageFinish, pagePicker, text, type CtaLookups } from './cta-lookups.js';
import { IconSearch } from './icon-search.js';
import type { CtaFormMessages } from './messages.js';
import { WidgetPreviewButton } from './widget-preview.js';
import { WIDGET_OPTION_FIELDS, WidgetOptionsPreview } from './widget-options-preview.js';

// spec 001 §5 Call-to-action form for widgets, through the sdk's rule (widgetCtaFormFields,
// validateWidgetCtaForm): which call-to-action fields show for the widget's type and choices, which
// are required, the page picker, the clearable complete-action option, the icon search and the
// Preview Widget button (spec 001 §6). The quad, large-quad and two-content-link options show for
// their own type only, with the widget drawn live beside them.

/** The widget fields the call-to-action rules show, hide or reshape (the rest are the generated form's). */
export const WIDGET_CTA_FIELDS = ['cta_type', 'cta_text', 'cta_url_type', 'cta_url', 'cta_page_id', 'cta_page', 'cta_complete_action_on_click'] as const;

/** The form's values as the sdk's rule reads them. */
export function ctaValuesOf(values: FormValues): WidgetCtaFormValues {
  return {
    type: (text(values.type) || 'common') as WidgetType,
    cta_type: text(values.cta_type) as WidgetCtaFormValues['cta_type'],
    cta_text: text(values.cta_text),
    cta_url_type: text(values.cta_url_type) as WidgetCtaFormValues['cta_url_type'],
    cta_url: text(values.cta_url),
    cta_page_id: text(values.cta_page_id),
    cta_complete_action_on_click: text(values.cta_complete_action_on_click),
  };
}

/** The widget form's rules for the pages and actions the admin has. */
export function widgetFormRules(lookups: CtaLookups, M: CtaFormMessages): ClassFormRules {
  return {
    fields(values) {
      const shown = widgetCtaFormFields(ctaValuesOf(values), lookups.actionsExist);
      const overrides: Record<(typeof WIDGET_CTA_FIELDS)[number], FieldOverride> = {
        cta_type: { hidden: !shown.ctaType, required: shown.ctaType },
        cta_text: { hidden: !shown.text },
        cta_url_type: { hidden: !shown.form, required: shown.form, options: shown.urlTypeChoices },
        cta_url: { hidden: !shown.url },
        cta_page_id: pagePicker(lookups, shown.page, M),
        // Derived from the chosen page when saved (finish below).
        cta_page: { hidden: true },
        cta_complete_action_on_click: completeActionChoices(lookups, shown.completeAction, M),
      };
      const type = text(values.type) || 'common';
      const options = Object.fromEntries(Object.entries(WIDGET_OPTION_FIELDS).map(([name, shownFor]) => [name, { hidden: type !== shownFor }]));
      return { ...overrides, ...options };
    },
    validate: (values) => validateWidgetCtaForm(ctaValuesOf(values), lookups.actionsExist),
    finish: (data, values) => pageFinish(lookups, data, values, text(values.cta_url_type) === 'page'),
    fieldAddon(name, context) {
      if (Object.hasOwn(WIDGET_OPTION_FIELDS, name)) return <WidgetOptionsPreview context={context} />;
      if (name !== 'icon') return null;
      return (
        <IconSearch
          onPick={(url) => {
            context.setFile('icon', undefined);
            context.form.setValue('icon', url, { shouldDirty: true, shouldValidate: true });
          }}
        />
      );
    },
    actions: (context, fields) => <WidgetPreviewButton context={context} fields={fields} />,
  };
}
