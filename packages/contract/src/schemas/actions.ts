import { z } from 'zod';

/**
 * spec 000 §3.3 Action completion: code, group, program_id, user_id_to_complete (last two
 * optional). Completing for another user needs the actions.write permission.
 */
export const ActionCompletionRequest = z.object({
  code: z.string().trim().min(1, 'code is required').max(100),
  group: z.string().uuid('group must be a UUID').nullable().optional(),
  program_id: z.string().uuid('program_id must be a UUID').optional(),
  user_id_to_complete: z.string().uuid('user_id_to_complete must be a UUID').optional(),
});
export type ActionCompletionRequest = z.infer<typeof ActionCompletionRequest>;

/** spec 000 §7.6 Actions: POST complete / POST uncomplete answer the action's state for that user. */
export const ActionCompletionResponse = z.object({
  action: z.object({
    code: z.string(),
    program_id: z.string().uuid(),
    group: z.string().uuid().nullable(),
    user_id: z.string().uuid(),
    completed_at: z.string().datetime({ offset: true }).nullable(),
  }),
  /** A triggered-process action's run, queued by this completion (spec 001 §4): the member's screen follows it. */
  process_run_id: z.string().uuid().optional(),
});
export type ActionCompletionResponse = z.infer<typeof ActionCompletionResponse>;

/** spec 001 §3 cta_page (slug and parent slug). */
const MemberCtaPage = z.object({ slug: z.string(), parent_slug: z.string().nullable() });

/**
 * spec 001 §3 Action item as the member reads it: `cta_type` is the call-to-action type of spec 001
 * §4 (none, url, triggered_process, manual_confirmation, page: the action's completion type);
 * `control` is how it shows (arrow or button, spec 000 §3.4 control type). `completed` is the
 * member's own completion. An action group is an item whose `grouped` lists its actions (the group's
 * progress is the share of completed children, spec 001 §4); its `code` is the group's.
 */
export interface MemberActionItem {
  id: string;
  code: string;
  name: string;
  subtitle?: string | undefined;
  short_description?: string | undefined;
  full_description?: string | undefined;
  icon?: string | undefined;
  completed: boolean;
  program_id: string;
  group: string | null;
  control: 'arrow' | 'button';
  cta_type: 'none' | 'url' | 'triggered_process' | 'manual_confirmation' | 'page';
  cta_text?: string | undefined;
  cta_url?: string | undefined;
  cta_page?: { slug: string; parent_slug: string | null } | null | undefined;
  cta_triggered_process_code?: string | undefined;
  cta_completed_text?: string | undefined;
  cta_complete_action_on_click: boolean;
  grouped?: MemberActionItem[] | undefined;
}

const ActionItemFields = {
  id: z.string().uuid(),
  code: z.string(),
  name: z.string(),
  subtitle: z.string().optional(),
  short_description: z.string().optional(),
  full_description: z.string().optional(),
  icon: z.string().optional(),
  completed: z.boolean(),
  program_id: z.string().uuid(),
  group: z.string().uuid().nullable(),
  control: z.enum(['arrow', 'button']),
  cta_type: z.enum(['none', 'url', 'triggered_process', 'manual_confirmation', 'page']),
  cta_text: z.string().optional(),
  cta_url: z.string().optional(),
  cta_page: MemberCtaPage.nullable().optional(),
  cta_triggered_process_code: z.string().optional(),
  cta_completed_text: z.string().optional(),
  cta_complete_action_on_click: z.boolean(),
};
const MemberActionLeaf = z.object(ActionItemFields);
export const MemberActionItem: z.ZodType<MemberActionItem> = z.object({ ...ActionItemFields, grouped: z.array(MemberActionLeaf).optional() });

/** spec 001 §3 Program (id, name, code, visible_progress, actions) with the member's completions. */
export const MemberProgram = z.object({
  id: z.string().uuid(),
  name: z.string(),
  code: z.string(),
  description: z.string().optional(),
  visible_progress: z.boolean(),
  actions: z.array(MemberActionItem),
});
export type MemberProgram = z.infer<typeof MemberProgram>;
export const MemberProgramsResponse = z.object({ programs: z.array(MemberProgram) });
export type MemberProgramsResponse = z.infer<typeof MemberProgramsResponse>;
