import type { ReactElement } from 'react';
import type { PageType } from '@healthdeck/contract/light';
import { TestingCenterWidget } from '../screens/testing-center.js';
import { VitalsWidget } from '../screens/vitals.js';

// spec 000 §3.4 page types. A typed page shows the product's real content for its type where the
// product has it (TESTINGCENTER the testing center, VITALS the Virtual Vitals widget); the other
// types (CALENDLY, REFERRALS, RANDOMREFERRAL, HEALTHTIP, CONTACTUS, TESTINGINSTRUCTION, INSIGHTS,
// MYTESTPAGE) have no screen of their own yet and show the page's configured areas only.

const TYPE_CONTENT: Partial<Record<PageType, () => ReactElement>> = {
  TESTINGCENTER: () => (
    <div className="hd-page__type hd-testing-center-page">
      <TestingCenterWidget />
    </div>
  ),
  VITALS: () => (
    <div className="hd-page__type hd-vitals-page">
      <VitalsWidget />
    </div>
  ),
};

export function pageTypeHasContent(pageType: PageType | null | undefined): pageType is PageType {
  return !!pageType && pageType in TYPE_CONTENT;
}

export function PageTypeContent({ pageType }: { pageType: PageType }) {
  const Content = TYPE_CONTENT[pageType];
  return Content ? <Content /> : null;
}
