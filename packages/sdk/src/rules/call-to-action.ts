// spec 001 §3 (Action item), §4 (Call-to-action) and spec 000 §3.4 (action completion types):
// what clicking an action's call to action does, and how its button reads.

/** spec 000 §3.4: action completion types. */
export const CTA_TYPES = ['none', 'url', 'triggered_process', 'manual_confirmation', 'page'] as const;
export type CtaType = (typeof CTA_TYPES)[number];

/** spec 001 §3: cta_page (slug and parent slug). */
export interface CtaPage {
  slug: string;
  parent_slug?: string | null;
}

/** spec 001 §3 Action item: the call-to-action fields. */
export interface CtaAction {
  completed?: boolean | null;
  cta_type?: CtaType | null;
  cta_text?: string | null;
  cta_url?: string | null;
  cta_page?: CtaPage | null;
  cta_completed_text?: string | null;
  /** A flag on action items; on widget configs a JSON reference (actionGroupId or programId). Any truthy value counts. */
  cta_complete_action_on_click?: unknown;
}

/** spec 001 §2: internal page target /client/{slug} or /client/{parentSlug}/{slug}. */
export function ctaPagePath(page: CtaPage): string {
  const parent = page.parent_slug?.trim();
  return parent ? `/client/${parent}/${page.slug}` : `/client/${page.slug}`;
}

function completeOnClick(action: CtaAction): boolean {
  const flag = action.cta_complete_action_on_click;
  if (typeof flag === 'string') return flag.trim() !== '' && flag !== 'false' && flag !== '0';
  return Boolean(flag);
}

/** spec 001 §4: triggered process and manual confirmation mark the step done; url or page only with complete-on-click. */
export function ctaClickCompletes(action: CtaAction): boolean {
  switch (action.cta_type) {
    case 'triggered_process':
    case 'manual_confirmation':
      return true;
    case 'url':
    case 'page':
      return completeOnClick(action);
    default:
      return false;
  }
}

export interface CtaButton {
  text: string;
  disabled: boolean;
}

/**
 * spec 001 §4: once completed, the completed text (when set) replaces the button text and the
 * button is disabled. A 'none' call to action has nothing to do, so its button is disabled too.
 */
export function ctaButton(action: CtaAction): CtaButton {
  const completed = Boolean(action.completed);
  const completedText = action.cta_completed_text?.trim();
  return {
    text: completed && completedText ? completedText : (action.cta_text ?? ''),
    disabled: completed || !action.cta_type || action.cta_type === 'none',
  };
}

export type CtaNavigation = { kind: 'external'; url: string } | { kind: 'internal'; path: string } | null;

export interface CtaClick {
  /** Where the click goes: url opens a new tab (spec 001 §2: external links open in a new tab); page navigates. */
  navigate: CtaNavigation;
  /** Whether the click calls the completion handler. */
  complete: boolean;
}

/**
 * spec 001 §4: the effect of clicking a call to action or the next-step button. Completed or 'none'
 * does nothing; url → new tab; page → navigate; completion per ctaClickCompletes.
 */
export function ctaClick(action: CtaAction): CtaClick {
  if (ctaButton(action).disabled) return { navigate: null, complete: false };
  let navigate: CtaNavigation = null;
  if (action.cta_type === 'url' && action.cta_url) navigate = { kind: 'external', url: action.cta_url };
  if (action.cta_type === 'page' && action.cta_page?.slug) navigate = { kind: 'internal', path: ctaPagePath(action.cta_page) };
  return { navigate, complete: ctaClickCompletes(action) };
}

/** spec 001 §4 next-step button: disabled once completed (and for 'none'); its click follows ctaClick. */
export function nextStepButton(action: CtaAction): CtaButton & CtaClick {
  return { ...ctaButton(action), ...ctaClick(action) };
}
