// spec 001 §2 (Complete Profile page: found by name, under /client plus its slug; the redirect
// applies only if the user's programs include the programs of that page) and §3 (User programs,
// more_active_sso_login.completed_profile).

/** spec 001 §2: the page's name. */
export const COMPLETE_PROFILE_PAGE_NAME = 'Complete Profile';

/** spec 000 §3.1 pages: the fields the redirect reads. */
export interface ProgramPage {
  name: string;
  slug: string;
  /** Program ids the page belongs to. */
  programs?: readonly string[] | null;
}

export interface CompleteProfileInput {
  pages: readonly ProgramPage[];
  /** spec 001 §3 User programs (ids). */
  userPrograms: readonly string[];
  /** spec 001 §3 more_active_sso_login.completed_profile; null/undefined when unknown (no redirect). */
  completedProfile: boolean | null | undefined;
  /** The path the member is on, so the page does not redirect to itself. */
  currentPath: string;
}

/**
 * spec 001 §2: the Complete Profile page, when the redirect applies to this member: the user's
 * programs include the page's programs, i.e. every program of the page is one of the user's. A page
 * with no programs is for nobody's redirect (an empty set is included in anything, so read literally
 * it would send every member there).
 */
export function completeProfilePageFor(pages: readonly ProgramPage[], userPrograms: readonly string[]): ProgramPage | null {
  const page = pages.find((p) => p.name === COMPLETE_PROFILE_PAGE_NAME);
  const pagePrograms = page?.programs ?? [];
  if (!page || pagePrograms.length === 0 || !pagePrograms.every((id) => userPrograms.includes(id))) return null;
  return page;
}

/**
 * spec 001 §2: where to send the member, or null: when the profile is known not completed and the
 * Complete Profile page applies to them (completeProfilePageFor), unless they are on it.
 */
export function completeProfileRedirect(input: CompleteProfileInput): string | null {
  if (input.completedProfile !== false) return null;
  const page = completeProfilePageFor(input.pages, input.userPrograms);
  if (!page) return null;
  const target = `/client/${page.slug}`;
  const here = input.currentPath.split(/[?#]/, 1)[0]?.replace(/\/+$/, '');
  return here === target ? null : target;
}
