import type { ReactNode } from 'react';

/**
 * The admin's wide tables sit in a labelled, focusable scroll container, so keyboard users can
 * scroll them with the arrow keys (the WAI scrollable region pattern); a <section> would add nothing.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled, focusable scroll container (role=region, tabIndex=0) is the WAI scrollable region pattern
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll container takes focus so keyboard users can scroll the wide table
    <div className="hd-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
