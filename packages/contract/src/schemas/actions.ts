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
});
export type ActionCompletionResponse = z.infer<typeof ActionCompletionResponse>;
