// spec 001 §2 page layouts, published rather than saved (docs/decisions/0096-page-layouts-published.md):
// the admin edits one draft per page, previews it as a member of a chosen programme, publishes it as
// a numbered version, and may roll back to an earlier one. Members read only the published layout.
import type { PageLayout, PageLayoutPreviewResponse, PageLayoutStateResponse, PageLayoutVersionsResponse } from '@healthdeck/contract/light';
import { pagesRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { pagesKeys } from './pages.js';

export const pageLayoutsKeys = {
  all: ['admin', 'page-layouts'] as const,
  page: (pageId: string) => ['admin', 'page-layouts', pageId] as const,
  state: (pageId: string) => ['admin', 'page-layouts', pageId, 'state'] as const,
  versions: (pageId: string) => ['admin', 'page-layouts', pageId, 'versions'] as const,
  preview: (pageId: string, layout: PageLayout, programId: string | null) => ['admin', 'page-layouts', pageId, 'preview', programId, layout] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, pagesRoutes);
type Signal = { signal?: AbortSignal };

/** The page's draft (its published layout when none is saved) and its published version. */
export function fetchPageLayout(hd: HealthDeck, pageId: string, signal?: AbortSignal): Promise<PageLayoutStateResponse> {
  return call(hd)('adminPageLayout', { params: { id: pageId }, signal });
}

/** The page's published versions, newest first. */
export function fetchPageLayoutVersions(hd: HealthDeck, pageId: string, signal?: AbortSignal): Promise<PageLayoutVersionsResponse> {
  return call(hd)('adminPageLayoutVersions', { params: { id: pageId }, signal });
}

/** The layout being edited as a member of `programId` would see it (null: a member of no programme); nothing is stored. */
export function fetchPageLayoutPreview(hd: HealthDeck, pageId: string, layout: PageLayout, programId: string | null, signal?: AbortSignal): Promise<PageLayoutPreviewResponse> {
  return call(hd)('adminPageLayoutPreview', { params: { id: pageId }, body: { layout, program_id: programId }, signal });
}

/** After a draft changes: the answer is the page's new state. */
function draftChanged(hd: HealthDeck, pageId: string, state: PageLayoutStateResponse): PageLayoutStateResponse {
  hd.queryClient.setQueryData(pageLayoutsKeys.state(pageId), state);
  return state;
}

/** After a publish or a rollback: members' pages, the history and the draft all change. */
async function published(hd: HealthDeck, pageId: string, state: PageLayoutStateResponse): Promise<PageLayoutStateResponse> {
  hd.queryClient.setQueryData(pageLayoutsKeys.state(pageId), state);
  await Promise.all([hd.queryClient.invalidateQueries({ queryKey: pagesKeys.all }), hd.queryClient.invalidateQueries({ queryKey: pageLayoutsKeys.page(pageId) })]);
  return state;
}

/** Saves the page's draft, started from published version `baseVersion`; members keep the published layout. */
export async function savePageLayoutDraft(hd: HealthDeck, pageId: string, layout: Partial<PageLayout>, baseVersion: number): Promise<PageLayoutStateResponse> {
  return draftChanged(hd, pageId, await call(hd)('adminPageLayoutDraftSave', { params: { id: pageId }, body: { layout, base_version: baseVersion } }));
}

/** Drops the page's draft: editing starts again from the published layout. */
export async function discardPageLayoutDraft(hd: HealthDeck, pageId: string): Promise<PageLayoutStateResponse> {
  return draftChanged(hd, pageId, await call(hd)('adminPageLayoutDraftDiscard', { params: { id: pageId } }));
}

/** Publishes the saved draft; refused (409) when a version newer than `expectedVersion` was published since. */
export async function publishPageLayout(hd: HealthDeck, pageId: string, expectedVersion: number): Promise<PageLayoutStateResponse> {
  return published(hd, pageId, await call(hd)('adminPageLayoutPublish', { params: { id: pageId }, body: { expected_version: expectedVersion } }));
}

/** Rolls back: publishes a new version equal to `version`, when `expectedVersion` is still the newest. */
export async function restorePageLayoutVersion(hd: HealthDeck, pageId: string, version: number, expectedVersion: number): Promise<PageLayoutStateResponse> {
  return published(hd, pageId, await call(hd)('adminPageLayoutRestore', { params: { id: pageId, version }, body: { expected_version: expectedVersion } }));
}

export const pageLayoutQuery = (hd: HealthDeck, pageId: string) => ({
  queryKey: pageLayoutsKeys.state(pageId),
  queryFn: ({ signal }: Signal) => fetchPageLayout(hd, pageId, signal),
});
export const pageLayoutVersionsQuery = (hd: HealthDeck, pageId: string) => ({
  queryKey: pageLayoutsKeys.versions(pageId),
  queryFn: ({ signal }: Signal) => fetchPageLayoutVersions(hd, pageId, signal),
});
export const pageLayoutPreviewQuery = (hd: HealthDeck, pageId: string, layout: PageLayout, programId: string | null) => ({
  queryKey: pageLayoutsKeys.preview(pageId, layout, programId),
  queryFn: ({ signal }: Signal) => fetchPageLayoutPreview(hd, pageId, layout, programId, signal),
});

export const savePageLayoutDraftMutation = (hd: HealthDeck, pageId: string) => ({
  mutationFn: ({ layout, baseVersion }: { layout: Partial<PageLayout>; baseVersion: number }) => savePageLayoutDraft(hd, pageId, layout, baseVersion),
});
export const discardPageLayoutDraftMutation = (hd: HealthDeck, pageId: string) => ({ mutationFn: () => discardPageLayoutDraft(hd, pageId) });
export const publishPageLayoutMutation = (hd: HealthDeck, pageId: string) => ({ mutationFn: (expectedVersion: number) => publishPageLayout(hd, pageId, expectedVersion) });
export const restorePageLayoutVersionMutation = (hd: HealthDeck, pageId: string) => ({
  mutationFn: ({ version, expectedVersion }: { version: number; expectedVersion: number }) => restorePageLayoutVersion(hd, pageId, version, expectedVersion),
});
