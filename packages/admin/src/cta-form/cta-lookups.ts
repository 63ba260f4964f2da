import { useQuery } from '@tanstack/react-query';
import { adminClassesKeys, searchClass } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';
import type { FieldOverride } from '../classes/form-rules.js';
import type { FormValues } from '../classes/form-values.js';
import type { CtaFormMessages } from './messages.js';

// What the call-to-action forms of widgets and actions choose from (spec 001 §5: the page picker,
// the complete-action option, which appears only when actions exist), read once per form.

export interface CtaLookups {
  pages: { id: string; title: string; slug: string; parent_slug: string | null }[];
  programs: { id: string; name: string }[];
  actionGroups: { id: string; name: string }[];
  actionsExist: boolean;
}

const LIST = { page: 1, take: 100 } as const;
export const text = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value : '');

/** The JSON a complete-action choice stores, as the form shows a stored value (two-space JSON). */
const completeActionValue = (value: { programId: string } | { actionGroupId: string }) => JSON.stringify(value, null, 2);

/** The page picker (cta_page_id by page title). */
export function pagePicker(lookups: CtaLookups, shown: boolean, M: CtaFormMessages): FieldOverride {
  const titles = new Map(lookups.pages.map((p) => [p.id, p.title]));
  return { hidden: !shown, required: shown, label: M.pageLabel, kind: 'select', options: lookups.pages.map((p) => p.id), optionLabel: (o) => titles.get(o) ?? o, hint: M.pageHint };
}

/** The clearable complete-action option: a programme or an action group, or None. */
export function completeActionChoices(lookups: CtaLookups, shown: boolean, M: CtaFormMessages): FieldOverride {
  const choices = new Map<string, string>([
    ...lookups.programs.map((p) => [completeActionValue({ programId: p.id }), M.completeActionProgram(p.name)] as const),
    ...lookups.actionGroups.map((g) => [completeActionValue({ actionGroupId: g.id }), M.completeActionGroup(g.name)] as const),
  ]);
  return { hidden: !shown, label: M.completeActionLabel, kind: 'select', options: [...choices.keys()], optionLabel: (o) => choices.get(o) ?? o, hint: M.completeActionHint };
}

/**
 * The data finished: cta_page (slug and parent slug, what the member's renderer navigates by,
 * spec 001 §3) from the picked page when `toPage`; None on the complete action sends null (clearable).
 */
export function pageFinish(lookups: CtaLookups, data: Record<string, unknown>, values: FormValues, toPage: boolean): Record<string, unknown> {
  const next = { ...data };
  const page = lookups.pages.find((p) => p.id === text(values.cta_page_id));
  if (toPage && page) next.cta_page = { slug: page.slug, parent_slug: page.parent_slug };
  if (text(values.cta_complete_action_on_click) === '') next.cta_complete_action_on_click = null;
  return next;
}

/** The lookups, read once per form (null while loading). */
export function useCtaLookups() {
  const sdk = useHealthDeck();
  return useQuery({
    queryKey: [...adminClassesKeys.all, 'cta-form-lookups'],
    queryFn: async ({ signal }): Promise<CtaLookups> => {
      const [pages, programs, groups, actions] = await Promise.all([
        searchClass(sdk, 'pages', { ...LIST, sort: 'title', direction: 'asc' }, signal),
        searchClass(sdk, 'programs', { ...LIST, sort: 'name', direction: 'asc' }, signal),
        searchClass(sdk, 'action_groups', { ...LIST, sort: 'name', direction: 'asc' }, signal),
        searchClass(sdk, 'action', { page: 1, take: 1 }, signal),
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
}
