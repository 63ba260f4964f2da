// spec 001 §4 Program progress: an action is 100 when completed. An action completed on a page
// (completion_type page) has no click that completes it: what counts is what the member did there.
// The health assessment page (path hra-form) is done once the member has submitted the assessment.
import type { Kysely } from 'kysely';
import type { ActionClass, PageClass } from '@healthdeck/contract';
import { createClassStore } from '../../admin-classes/class-store.js';
import type { Database } from '../../db/schema.js';

/** The page path of the health assessment screen (the portal's page-path-content). */
const HRA_PATH = 'hra-form';

/** The slugs of the pages whose work the member has done (the health assessment's, once submitted). */
export async function pagesDoneByMember(db: Kysely<Database>, userId: string): Promise<ReadonlySet<string>> {
  const form = await db.selectFrom('hra_forms').select('submitted_at').where('user_id', '=', userId).executeTakeFirst();
  if (!form?.submitted_at) return new Set();
  const pages = await createClassStore(db).list<PageClass>('pages', { filters: { path: HRA_PATH }, limit: 100 });
  return new Set(pages.items.map((page) => page.data.slug));
}

/** Whether a page-completed action's page is one whose work the member has done. */
export function doneOnPage(action: ActionClass, pagesDone: ReadonlySet<string>): boolean {
  return action.completion_type === 'page' && Boolean(action.cta_page) && pagesDone.has(action.cta_page?.slug ?? '');
}
