import { z } from 'zod';
import { ActionGroupClass, ProgramClass } from './admin-classes/programmes.js';
import { Paging } from './common.js';

// spec 000 §7.2 typed collections: programs and action groups (get-one GET {base}/{id}, create
// POST, update PUT {base}/{id}, delete DELETE {base}/{id}, list), stored as admin classes.

/** Ids of records kept in the generic class store are UUIDs. */
export const RecordIdParams = z.object({ id: z.string().uuid('The id must be a UUID') });
export type RecordIdParams = z.infer<typeof RecordIdParams>;

const Stored = { id: z.string().uuid(), created_at: z.string(), updated_at: z.string() };

export const Program = ProgramClass.extend(Stored);
export type Program = z.infer<typeof Program>;
export const ActionGroup = ActionGroupClass.extend(Stored);
export type ActionGroup = z.infer<typeof ActionGroup>;

export const ProgramsQuery = Paging.extend({ search: z.string().trim().max(200).optional() });
export const ProgramResponse = z.object({ program: Program });
export type ProgramResponse = z.infer<typeof ProgramResponse>;
export const ProgramsResponse = z.object({ programs: z.array(Program), total_count: z.number().int() });
export type ProgramsResponse = z.infer<typeof ProgramsResponse>;

export const ActionGroupsQuery = Paging.extend({
  search: z.string().trim().max(200).optional(),
  program_id: z.string().uuid('The program id must be a UUID').optional(),
});
export const ActionGroupResponse = z.object({ action_group: ActionGroup });
export type ActionGroupResponse = z.infer<typeof ActionGroupResponse>;
export const ActionGroupsResponse = z.object({ action_groups: z.array(ActionGroup), total_count: z.number().int() });
export type ActionGroupsResponse = z.infer<typeof ActionGroupsResponse>;
