import { z } from 'zod';
import { ROLES } from '../constants.js';
import { Paging } from './common.js';
import { UserSummary } from './account.js';

export const AdminUsersQuery = Paging.extend({
  search: z.string().trim().max(254).optional(),
  role: z.enum(ROLES).optional(),
});
export const AdminUsersResponse = z.object({
  users: z.array(UserSummary.extend({ created_at: z.string() })),
  total_count: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;
