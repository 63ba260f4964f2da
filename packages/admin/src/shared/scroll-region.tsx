import type { ReactNode } from 'react';
import { clientTableMessages, useMessages, useOverflowsSideways } from '@healthdeck/widgets';

/**
 * The admin's wide tables sit in a labelled, focusable scroll container, so keyboard users can
 * scroll them with the arrow keys (the WAI scrollable region pattern); a <section> would add nothing.
 * While the table is wider than its box (a phone), a hint above it says the other columns are a
 * sideways scroll away, in the member tables' words.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const scroll = useOverflowsSideways();
  const { scrollHint } = useMessages(clientTableMessages);
  return (
    <>
      {scroll.overflows ? (
        <p className="hd-table-scroll-hint">
          {scrollHint} <span aria-hidden="true">→</span>
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled, focusable scroll container (role=region, tabIndex=0) is the WAI scrollable region pattern */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll container takes focus so keyboard users can scroll the wide table */}
      <div ref={scroll.ref} className="hd-table-scroll" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
