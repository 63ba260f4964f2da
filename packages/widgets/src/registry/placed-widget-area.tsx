import type { Widget } from '@healthdeck/contract/light';
import { PlacedWidget } from './placed-widget';

/**
 * One area of a page (spec 001 §2 Page layouts, spec 000 §3.4 widget areas): its widgets in order,
 * each in a cell sized by its width and placed through the registry. Nothing when the area is empty.
 * The member's page (portal) and the admin's layout preview render areas with this one component.
 * Each widget loads when it comes near the screen (PlacedWidget `whenNear`).
 */
export function PlacedWidgetArea({ widgets, className }: { widgets: readonly Widget[]; className: string }) {
  if (widgets.length === 0) return null;
  return (
    <div className={className}>
      {widgets.map((widget) => (
        <div key={widget.id} className={`hd-area__item hd-area__item--${widget.width}`} data-widget-name={widget.name}>
          <PlacedWidget config={widget} whenNear />
        </div>
      ))}
    </div>
  );
}
