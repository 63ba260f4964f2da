import { useWatch } from 'react-hook-form';
import type { Widget } from '@healthdeck/contract/light';
import { PlacedWidget, useMessages, widgetForConfig } from '@healthdeck/widgets';
import { formFields } from '../classes/class-fields.js';
import type { FormContext } from '../classes/form-rules.js';
import { toData } from '../classes/form-values.js';
import { structuredMessages } from '../classes/structured-messages.js';

/** A record id for a widget not yet saved (the member's renderer keys by id). */
const UNSAVED_ID = '00000000-0000-4000-8000-000000000000';

/** The widget's options fields, each edited for its own type (spec 001 §3 Widget config). */
export const WIDGET_OPTION_FIELDS = { quadOptions: 'quad', largeQuadOptions: 'large_quad', two_content_link_options: 'two_content_links' } as const;

/**
 * Beside the quad, large-quad and two-content-link options: the widget as a member sees it, drawn
 * by the member's own renderer (PlacedWidget and the registry) from the form as it is now, so each
 * change to a tile, a group or a link shows at once.
 */
export function WidgetOptionsPreview({ context }: { context: FormContext }) {
  const M = useMessages(structuredMessages);
  const values = useWatch({ control: context.form.control });
  const { data } = toData(formFields('widgets'), values as never);
  const config = { ...(data as Omit<Widget, 'id'>), id: context.recordId ?? UNSAVED_ID } as Widget;
  return (
    <figure className="hd-options-preview">
      <figcaption className="hd-options-preview__title">{M.previewTitle}</figcaption>
      <div className="hd-widget-preview">{widgetForConfig(config) ? <PlacedWidget config={config} /> : <p>{M.previewNothing}</p>}</div>
    </figure>
  );
}
