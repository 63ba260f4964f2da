import type { ReactNode } from 'react';
import { useFeatureFlags } from '../hooks/use-feature-flags.js';
import './daily-journal-panel.css';

/**
 * spec 001 §2 Page layouts: the Daily Journal panel beside or above the widgets — at 1404px and up a
 * right-hand column up to 390px wide, scrollable to a max height of 960px; above the widgets below that.
 * The page's other areas are the children; the panel holds the page's daily_journal area. It shows
 * only while the side panel and the daily-journal flags are both on; without it the widgets take
 * the whole width.
 */
export function DailyJournalLayout({ panel, children }: { panel: ReactNode | null; children: ReactNode }) {
  const flags = useFeatureFlags();
  if (!panel || !flags.side_panel || !flags.daily_journal) return <div className="hd-journal-layout__main">{children}</div>;
  return (
    <div className="hd-journal-layout">
      {/* A div, not an aside: the journal is its own labelled region, and the app sidebar is the one complementary landmark. */}
      <div className="hd-journal-layout__panel">{panel}</div>
      <div className="hd-journal-layout__main">{children}</div>
    </div>
  );
}
