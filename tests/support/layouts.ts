import { routes, type PageLayout, type PageLayoutStateResponse } from '@healthdeck/contract';
import type { ApiCall } from './api';

/**
 * Publishes `layout` as the page's new version through the draft, as the layout editor does: a
 * journey's setup, or its clean-up putting the demo home back (layouts are published, not saved).
 */
export async function publishLayout(api: ApiCall, token: string, pageId: string, layout: Partial<PageLayout>): Promise<PageLayoutStateResponse> {
  const path = (route: { path: string }) => route.path.replace(':id', pageId);
  const state = await api<PageLayoutStateResponse>(token, 'GET', path(routes.adminPageLayout));
  const base = state.published.version;
  const full = { lite_widgets: [], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [], ...layout };
  await api(token, 'PUT', path(routes.adminPageLayoutDraftSave), { layout: full, base_version: base });
  return api<PageLayoutStateResponse>(token, 'POST', path(routes.adminPageLayoutPublish), { expected_version: base });
}
