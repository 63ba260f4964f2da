// spec 000 §3.4 page types and content display; spec 001 §2 Page layouts (HTML, full HTML with no
// title, gallery with the main content hidden) and feature flags (calendly, healthtip, contactus,
// referrals, random referral, my test page, vitals).
import type { ContentDisplay, KnownFeatureFlag, PageType } from '@healthdeck/contract/light';

/** spec 001 §2: the feature flag a page type belongs to (the contract's FEATURE_FLAG_DEFAULTS names). */
export const PAGE_TYPE_FEATURE_FLAGS: Readonly<Partial<Record<PageType, KnownFeatureFlag>>> = {
  CALENDLY: 'calendly',
  REFERRALS: 'referrals',
  RANDOMREFERRAL: 'random_referral',
  HEALTHTIP: 'healthtip',
  CONTACTUS: 'contactus',
  MYTESTPAGE: 'my_test_page',
  VITALS: 'vitals',
};

/** Whether a page of this type may be shown with these flags: a type tied to a flag needs it on. */
export function pageAllowedByFlags(pageType: PageType | null | undefined, flags: Readonly<Partial<Record<KnownFeatureFlag, boolean>>>): boolean {
  if (!pageType) return true;
  const flag = PAGE_TYPE_FEATURE_FLAGS[pageType];
  return flag ? flags[flag] === true : true;
}

/** What a page shows, by its content display (spec 001 §2 Page layouts). */
export interface PageDisplay {
  /** The title (h1) and the lite widgets beside it; full HTML has no title. */
  title: boolean;
  /** The page's sanitised HTML, under the title and above the areas. */
  html: boolean;
  /** The main content area; a gallery hides it. */
  mainContent: boolean;
  /** The regular, low and daily_journal areas; full HTML shows only its HTML, custom only its own screen. */
  areas: boolean;
}

/**
 * spec 000 §3.4 names five content displays; spec 001 §2 describes HTML, full HTML and gallery, and
 * "others" show the layout. `custom` (docs/decisions/0089-custom-content-display.md) is a page that is
 * one of the product's own screens, the one its path or page type names: the title with the lite
 * widgets beside it and that screen, without the configured HTML, main content or widget rows.
 */
export function pageDisplay(contentDisplay: ContentDisplay | null | undefined): PageDisplay {
  switch (contentDisplay) {
    case 'htmlfull':
      return { title: false, html: true, mainContent: false, areas: false };
    case 'html':
      return { title: true, html: true, mainContent: true, areas: true };
    case 'gallery':
      return { title: true, html: false, mainContent: false, areas: true };
    case 'custom':
      return { title: true, html: false, mainContent: false, areas: false };
    default:
      return { title: true, html: false, mainContent: true, areas: true };
  }
}
