// spec 000 §3.1 processes: an administrator runs one for members (by id, or a programme's members),
// lists the runs with each step's state, and retries a failed run; a member reads the status of a
// run their triggered-process action started (domain/processes/process-runs.ts).
import type { SomeHandlers } from './types.js';
import { memberProcessRun, membersToRun, processByCode, processRuns, retryProcessRun, startProcessRuns } from '../domain/processes/process-runs.js';

export const processHandlers: SomeHandlers<'adminProcessStart' | 'adminProcessRuns' | 'adminProcessRunRetry' | 'memberProcessRun'> = {
  adminProcessStart: async ({ params, body, user, ctx }) => {
    const process = await processByCode(ctx.db, params.code);
    const userIds = await membersToRun(ctx.db, body);
    const runIds = await ctx.db.transaction().execute((trx) => startProcessRuns(ctx, trx, { process, userIds, trigger: 'admin', startedBy: user.id }));
    return { run_ids: runIds };
  },
  adminProcessRuns: ({ query, ctx }) => processRuns(ctx.db, query),
  adminProcessRunRetry: async ({ params, ctx }) => ({ run: await retryProcessRun(ctx, params.id) }),
  memberProcessRun: ({ params, user, ctx }) => memberProcessRun(ctx.db, user.id, params.id),
};
