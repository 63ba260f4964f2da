import type { ClientPageResponse } from '@healthdeck/contract/light';
import { PlacedWidget } from '@healthdeck/widgets';
import { DailyJournalLayout } from '../components/daily-journal-panel.js';

type Areas = ClientPageResponse['areas'];
type Placed = Areas['regular_widgets'][number];

function Area({ widgets, className }: { widgets: readonly Placed[]; className: string }) {
  if (widgets.length === 0) return null;
  return (
    <div className={className}>
      {widgets.map((widget) => (
        <div key={widget.id} className={`hd-area__item hd-area__item--${widget.width}`} data-widget-name={widget.name}>
          <PlacedWidget config={widget} />
        </div>
      ))}
    </div>
  );
}

/**
 * A page's widget areas from the server's page configuration (spec 001 §2 Page layouts, 000 §3.4
 * widget areas): lite widgets beside the title, the main content, the stacked regular widgets in
 * the grid, and the daily_journal area in the Daily Journal panel. Each widget is placed through
 * the registry by name or type (DESIGN.md data flow 1).
 */
export function PageAreas({ title, areas }: { title: string; areas: Areas }) {
  return (
    <>
      <div className="hd-page__header">
        <h1>{title}</h1>
        <Area widgets={areas.lite_widgets} className="hd-area hd-area--lite" />
      </div>
      <DailyJournalLayout panel={areas.daily_journal.length > 0 ? <Area widgets={areas.daily_journal} className="hd-area hd-area--journal" /> : null}>
        <Area widgets={areas.main_content} className="hd-area hd-area--main" />
        <Area widgets={areas.regular_widgets} className="hd-widget-grid" />
      </DailyJournalLayout>
    </>
  );
}
