// spec 000 §7.6 "Program results: POST send (204) and GET download as a PDF file named result.pdf".
// The summary holds what the server may read (test names and statuses, task completions, stars);
// results stay encrypted to the member. Send emails the same summary to the member's address.
import { sql } from 'kysely';
import { PROVIDER_NAMES, RESULT_FILE_NAMES, type ActionClass, type ProgramClass, type UserProgramActionClass } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import { createClassStore } from '../admin-classes/class-store.js';
import { renderProgramResults, summaryLines, type ProgramResultsSummary } from '../pdf/program-results-pdf.js';
import { pdfResponse } from '../http/pdf-response.js';
import type { SomeHandlers } from './types.js';
import { memberProgramIds } from '../domain/programs/member-programs.js';
import { assignedActionIds, offeredToMember } from '../domain/actions/assign-action.js';

const DAY_MS = 86_400_000;

/**
 * The member's programmes (links 'program_user') with their actions completed (userprogramaction
 * records). Progress counts every action of the programme once, grouped or not (spec 001 §4 gives
 * the card's rule; the summary lists the share of actions done).
 */
async function programmes(ctx: AppContext, userId: string): Promise<ProgramResultsSummary['programmes']> {
  const store = createClassStore(ctx.db);
  const out: ProgramResultsSummary['programmes'] = [];
  const assigned = await assignedActionIds(ctx.db, userId);
  for (const programId of await memberProgramIds(ctx.db, userId)) {
    const program = await store.get<ProgramClass>('programs', programId);
    if (!program) continue;
    const actions = (await store.list<ActionClass>('action', { filters: { program_id: programId }, limit: 500 })).items.filter((a) => offeredToMember(a, assigned));
    const done = (await store.list<UserProgramActionClass>('userprogramaction', { filters: { user_id: userId, program_id: programId }, limit: 500 })).items
      .filter((c) => c.data.completed_at !== null)
      .map((c) => c.data.action_code);
    const completed = actions.filter((a) => done.includes(a.data.code));
    out.push({
      name: program.data.name,
      actions: actions.length,
      completed: completed.length,
      progress: actions.length === 0 ? 0 : Math.round((100 * completed.length) / actions.length),
      completedActions: completed.map((a) => a.data.name),
    });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

export async function programResultsSummary(ctx: AppContext, userId: string): Promise<ProgramResultsSummary> {
  const now = ctx.config.now();
  const user = await ctx.db.selectFrom('users').select(['email', 'star_balance']).where('id', '=', userId).executeTakeFirstOrThrow();
  const kits = await ctx.db
    .selectFrom('kits')
    .leftJoin('orders', 'orders.id', 'kits.order_id')
    .select(['kits.test_name', 'kits.provider_code', 'kits.details_status', 'kits.results_ready', 'orders.created_at as ordered_at'])
    .where('kits.user_id', '=', userId)
    .orderBy('kits.created_at', 'desc')
    .execute();
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const tasks = await ctx.db
    .selectFrom('user_daily_tasks')
    .select([sql<number>`count(*)::int`.as('done'), sql<number>`count(distinct day)::int`.as('days')])
    .where('user_id', '=', userId)
    // A task is completed on its own day in the member's zone (dailyTaskToggle), so one completed at
    // or after `since` lies no earlier than the UTC day before since's: with that bound the
    // (user_id, day) index reads the last month's tasks, not every task the member ever had.
    .where('day', '>=', new Date(since.getTime() - DAY_MS).toISOString().slice(0, 10))
    .where('completed_at', 'is not', null)
    .where('completed_at', '>=', since)
    .executeTakeFirstOrThrow();
  return {
    email: user.email,
    generatedAt: now.toISOString(),
    programmes: await programmes(ctx, userId),
    kits: kits.map((k) => ({
      name: k.test_name,
      provider: PROVIDER_NAMES[k.provider_code],
      status: k.details_status,
      orderedOn: k.ordered_at ? k.ordered_at.toISOString() : null,
      resultsReady: k.results_ready,
    })),
    tasksCompleted30d: tasks.done,
    activeDays30d: tasks.days,
    starBalance: user.star_balance,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const programResultsHandlers: SomeHandlers<'programResultsSend' | 'programResultsDownload'> = {
  async programResultsSend({ user, ctx }) {
    const summary = await programResultsSummary(ctx, user.id);
    const lines = summaryLines(summary);
    const link = `${ctx.config.publicUrl}/client/home`;
    await ctx.mailer.send({
      to: summary.email,
      subject: 'Your programme results',
      text: `${lines.join('\n')}\n\nDownload the PDF (${RESULT_FILE_NAMES.programResults}) from your portal: ${link}\n`,
      html: `${lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('')}<p><a href="${escapeHtml(link)}">Open your portal</a> to download ${RESULT_FILE_NAMES.programResults}.</p>`,
    });
    return null;
  },
  async programResultsDownload({ user, ctx }) {
    const pdf = await renderProgramResults(await programResultsSummary(ctx, user.id));
    return pdfResponse(pdf, RESULT_FILE_NAMES.programResults);
  },
};
