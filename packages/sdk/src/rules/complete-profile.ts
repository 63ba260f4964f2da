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
 * spec 001 §2: where to send the member, or null. Redirect when the profile is known not completed,
 * the Complete Profile page exists, and the user's programs include the page's programs. We read
 * "include" as: the page has at least one program and the user is in at least one of them
 * (a page with no programs is for nobody's redirect).
 */
export function completeProfileRedirect(input: CompleteProfileInput): string | null {
  if (input.completedProfile !== false) return null;
  const page = input.pages.find((p) => p.name === COMPLETE_PROFILE_PAGE_NAME);
  if (!page) return null;
  const pagePrograms = page.programs ?? [];
  if (!pagePrograms.some((id) => input.userPrograms.includes(id))) return null;
  const target = `/client/${page.slug}`;
  const here = input.currentPath.split(/[?#]/, 1)[0]?.replace(/\/+$/, '');
  return here === target ? null : target;
}
