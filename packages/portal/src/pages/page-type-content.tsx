import type { PageType } from '@healthdeck/contract/light';
import { useMessages } from '@healthdeck/widgets';
import { pageMessages } from './page-messages.js';
import { WidgetScreen } from './widget-screen.js';

// spec 000 §3.4 page types: each typed page shows its type's real content above its configured
// areas — the registered widget(s) below, whose code and sheet load on first use (WidgetScreen).
// A type tied to a feature flag is shown only while the flag is on (sdk pageAllowedByFlags). Types
// reuse widgets where they can; the choices are written down in docs/decisions/0043-typed-page-content.md.

// Each type's busy status while its widgets' code loads is in page-messages.ts (loadingType).

/** The widgets each typed page shows, in order. */
const TYPE_CONTENT: Record<PageType, readonly `hd-${string}`[]> = {
  CALENDLY: ['hd-calendly'],
  REFERRALS: ['hd-referrals'],
  RANDOMREFERRAL: ['hd-random-referral'],
  HEALTHTIP: ['hd-health-tip'],
  CONTACTUS: ['hd-contact-us'],
  TESTINGCENTER: ['hd-testing-center'],
  TESTINGINSTRUCTION: ['hd-testing-instruction'],
  // The member's summaries from their devices: last night, the day's activity, the health scores.
  INSIGHTS: ['hd-sleep-summary', 'hd-fitness', 'hd-health-summary'],
  // The feature-flag page "my test page" (spec 001 §2, on by default): the member's latest test.
  MYTESTPAGE: ['hd-recent-test'],
  VITALS: ['hd-vitals'],
};

export function pageTypeHasContent(pageType: PageType | null | undefined): pageType is PageType {
  return !!pageType && Object.hasOwn(TYPE_CONTENT, pageType);
}

export function PageTypeContent({ pageType }: { pageType: PageType }) {
  const t = useMessages(pageMessages);
  const tags = TYPE_CONTENT[pageType];
  const loadingLabel = t.loadingType[pageType];
  return (
    <div className={`hd-page__type hd-page__type--${pageType.toLowerCase()}`}>
      {tags.map((tag) => (
        <WidgetScreen key={tag} tag={tag} loadingLabel={loadingLabel} />
      ))}
    </div>
  );
}
