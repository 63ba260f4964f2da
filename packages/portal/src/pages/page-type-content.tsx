import type { PageType } from '@healthdeck/contract/light';
import { WidgetScreen } from './widget-screen.js';

// spec 000 §3.4 page types: each typed page shows its type's real content above its configured
// areas — the registered widget(s) below, whose code and sheet load on first use (WidgetScreen).
// A type tied to a feature flag is shown only while the flag is on (sdk pageAllowedByFlags). Each
// new widget meets the embed's 8 KB budget (size-budget.json), so types reuse widgets where they can.
// The choices are written down in docs/DECISIONS.md "Typed pages".

interface TypeContent {
  /** The widgets shown, in order. */
  tags: readonly `hd-${string}`[];
  /** The busy status while their code loads. */
  loadingLabel: string;
}

const TYPE_CONTENT: Record<PageType, TypeContent> = {
  CALENDLY: { tags: ['hd-calendly'], loadingLabel: 'Loading the scheduling page' },
  REFERRALS: { tags: ['hd-referrals'], loadingLabel: 'Loading referrals' },
  RANDOMREFERRAL: { tags: ['hd-random-referral'], loadingLabel: 'Loading a referral' },
  HEALTHTIP: { tags: ['hd-health-tip'], loadingLabel: 'Loading a health tip' },
  CONTACTUS: { tags: ['hd-contact-us'], loadingLabel: 'Loading our contact page' },
  TESTINGCENTER: { tags: ['hd-testing-center'], loadingLabel: 'Loading Test Results' },
  TESTINGINSTRUCTION: { tags: ['hd-testing-instruction'], loadingLabel: 'Loading your testing instructions' },
  // The member's summaries from their devices: last night, the day's activity, the health scores.
  INSIGHTS: { tags: ['hd-sleep-summary', 'hd-fitness', 'hd-health-summary'], loadingLabel: 'Loading your insights' },
  // The feature-flag page "my test page" (spec 001 §2, on by default): the member's latest test.
  MYTESTPAGE: { tags: ['hd-recent-test'], loadingLabel: 'Loading your test' },
  VITALS: { tags: ['hd-vitals'], loadingLabel: 'Loading your vitals' },
};

export function pageTypeHasContent(pageType: PageType | null | undefined): pageType is PageType {
  return !!pageType && Object.hasOwn(TYPE_CONTENT, pageType);
}

export function PageTypeContent({ pageType }: { pageType: PageType }) {
  const { tags, loadingLabel } = TYPE_CONTENT[pageType];
  return (
    <div className={`hd-page__type hd-page__type--${pageType.toLowerCase()}`}>
      {tags.map((tag) => (
        <WidgetScreen key={tag} tag={tag} loadingLabel={loadingLabel} />
      ))}
    </div>
  );
}
