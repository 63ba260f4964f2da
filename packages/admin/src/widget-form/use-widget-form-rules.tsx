import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { validateWidgetCtaForm, widgetCtaFormFields, type WidgetCtaFormValues, type WidgetType } from '@healthdeck/sdk';
import type { ClassFormRules, FieldOverride } from '../classes/form-rules.js';
import type { FormValues } from '../classes/form-values.js';
import { useAdminClasses } from '../hooks/use-admin-classes.js';
import { IconSearch } from './icon-search.js';
import { WIDGET_FORM_MESSAGES as M } from './messages.js';
import { WidgetPreviewButton } from './widget-preview.js';

// spec 001 §5 Call-to-action form for widgets, through the sdk's rule (widgetCtaFormFields,
// validateWidgetCtaForm): which call-to-action fields show for the widget's type and choices, which
// are required, the page picker, the clearable complete-action option, the icon search and the
// Preview Widget button (spec 001 §6).

const LIST = { page: 1, take: 100 } as const;
const text = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value : '');

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

/** The JSON a complete-action choice stores, as the form shows a stored value (two-space JSON). */
const completeActionValue = (value: { programId: string } | { actionGroupId: string }) => JSON.stringify(value, null, 2);

export interface WidgetFormLookups {
  pages: { id: string; title: string; slug: string; parent_slug: string | null }[];
  programs: { id: string; name: string }[];
  actionGroups: { id: string; name: string }[];
  actionsExist: boolean;
}

/** The widget form's rules for the pages and actions the admin has. */
export function widgetFormRules(lookups: WidgetFormLookups): ClassFormRules {
  const pageTitles = new Map(lookups.pages.map((p) => [p.id, p.title]));
  const actionChoices = new Map<string, string>([
    ...lookups.programs.map((p) => [completeActionValue({ programId: p.id }), M.completeActionProgram(p.name)] as const),
    ...lookups.actionGroups.map((g) => [completeActionValue({ actionGroupId: g.id }), M.completeActionGroup(g.name)] as const),
  ]);
  return {
    fields(values) {
      const shown = widgetCtaFormFields(ctaValuesOf(values), lookups.actionsExist);
      const overrides: Record<(typeof WIDGET_CTA_FIELDS)[number], FieldOverride> = {
        cta_type: { hidden: !shown.ctaType, required: shown.ctaType, optionLabel: (o) => M.ctaTypes[o] ?? o },
        cta_text: { hidden: !shown.text },
        cta_url_type: { hidden: !shown.form, required: shown.form, options: shown.urlTypeChoices, optionLabel: (o) => M.urlTypes[o] ?? o },
        cta_url: { hidden: !shown.url },
        cta_page_id: {
          hidden: !shown.page,
          required: shown.page,
          label: M.pageLabel,
          kind: 'select',
          options: lookups.pages.map((p) => p.id),
          optionLabel: (o) => pageTitles.get(o) ?? o,
          hint: M.pageHint,
        },
        // Derived from the chosen page when saved (finish below).
        cta_page: { hidden: true },
        cta_complete_action_on_click: {
          hidden: !shown.completeAction,
          label: M.completeActionLabel,
          kind: 'select',
          options: [...actionChoices.keys()],
          optionLabel: (o) => actionChoices.get(o) ?? o,
          hint: M.completeActionHint,
        },
      };
      return overrides;
    },
    validate: (values) => validateWidgetCtaForm(ctaValuesOf(values), lookups.actionsExist),
    finish(data, values) {
      const next = { ...data };
      const page = lookups.pages.find((p) => p.id === text(values.cta_page_id));
      // The member's renderer goes to cta_page (slug and parent slug, spec 001 §3); it follows the picker.
      if (text(values.cta_url_type) === 'page' && page) next.cta_page = { slug: page.slug, parent_slug: page.parent_slug };
      // Clearable (spec 001 §5): None removes the stored choice.
      if (text(values.cta_complete_action_on_click) === '') next.cta_complete_action_on_click = null;
      return next;
    },
    fieldAddon(name, context) {
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

/** The rules once the pages, programmes, action groups and actions are known (null while loading). */
export function useWidgetFormRules(): { rules: ClassFormRules | null; error: unknown } {
  const { api } = useAdminClasses();
  const lookups = useQuery({
    queryKey: ['admin', 'classes', 'widgets', 'form-lookups'],
    queryFn: async ({ signal }): Promise<WidgetFormLookups> => {
      const [pages, programs, groups, actions] = await Promise.all([
        api.search('pages', { ...LIST, sort: 'title', direction: 'asc' }, signal),
        api.search('programs', { ...LIST, sort: 'name', direction: 'asc' }, signal),
        api.search('action_groups', { ...LIST, sort: 'name', direction: 'asc' }, signal),
        api.search('action', { page: 1, take: 1 }, signal),
      ]);
      return {
        pages: pages.items.map((p) => ({ id: p.id, title: p.data.title, slug: p.data.slug, parent_slug: p.data.parent_slug ?? null })),
        programs: programs.items.map((p) => ({ id: p.id, name: p.data.name })),
        actionGroups: groups.items.map((g) => ({ id: g.id, name: g.data.name })),
        actionsExist: actions.total_count > 0,
      };
    },
    retry: false,
    refetchOnWindowFocus: false,
  });
  const rules = useMemo(() => (lookups.data ? widgetFormRules(lookups.data) : null), [lookups.data]);
  return { rules, error: lookups.error };
}
