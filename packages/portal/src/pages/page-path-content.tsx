import type { ComponentType } from 'react';

// spec 001 §2 routes: some configured pages are known by their `path` ("the page whose path is
// hra-form", "the page list entry whose path is virtual-care"). A page whose path names one of the
// portal's screens shows that screen as its content, above its configured areas; an administrator
// places, titles and restricts the page like any other (programmes, parent slug, menu), and the
// member reaches it from the sidebar. One line per screen; the screen owns its states.

const PATH_CONTENT: Record<string, ComponentType> = {};

/** The screen a page's path names, if any. */
export function pagePathScreen(path: string | null | undefined): ComponentType | null {
  if (!path) return null;
  return Object.hasOwn(PATH_CONTENT, path) ? (PATH_CONTENT[path] ?? null) : null;
}

/** The paths that name a screen (for the seed, tests and documentation). */
export const SCREEN_PATHS: readonly string[] = Object.keys(PATH_CONTENT);
