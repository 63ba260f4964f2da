import { useEffect, useState } from 'react';
import type { Widget } from '@healthdeck/contract/light';
import { Button, Modal, PlacedWidget, widgetForConfig, useMessages } from '@healthdeck/widgets';
import type { FormField } from '../classes/class-fields.js';
import type { FormContext } from '../classes/form-rules.js';
import { toData } from '../classes/form-values.js';
import { ctaFormMessages } from './messages.js';

/** A record id for a widget not yet saved (the member's renderer keys by id). */
const UNSAVED_ID = '00000000-0000-4000-8000-000000000000';

/** The form's values as the member's widget configuration; chosen files shown from the browser. */
function previewConfig(context: FormContext, fields: readonly FormField[], fileUrls: Record<string, string>): Widget {
  const { data } = toData(fields, context.form.getValues());
  return { ...(data as Omit<Widget, 'id'>), ...fileUrls, id: context.recordId ?? UNSAVED_ID };
}

/**
 * spec 001 §6: 'Preview Widget' shows the widget as a member sees it, rendered by the member's own
 * renderer (PlacedWidget and the registry), from the values in the form before they are saved.
 */
export function WidgetPreviewButton({ context, fields }: { context: FormContext; fields: readonly FormField[] }) {
  const M = useMessages(ctaFormMessages);
  const [config, setConfig] = useState<Widget | null>(null);
  const [fileUrls, setFileUrls] = useState<Record<string, string>>({});
  // Object URLs of chosen files live as long as the preview is open.
  useEffect(
    () => () => {
      for (const url of Object.values(fileUrls)) URL.revokeObjectURL(url);
    },
    [fileUrls],
  );

  const open = () => {
    const urls: Record<string, string> = {};
    for (const [name, file] of Object.entries(context.files)) if (file instanceof File) urls[name] = URL.createObjectURL(file);
    setFileUrls(urls);
    setConfig(previewConfig(context, fields, urls));
  };
  return (
    <>
      <Button type="button" variant="tinted" onClick={open}>
        {M.preview}
      </Button>
      {config ? (
        <Modal open onClose={() => setConfig(null)} title={M.previewTitle(config.name)} size="lg">
          <p className="hd-form-note">{M.previewNote}</p>
          <div className="hd-widget-preview">{widgetForConfig(config) ? <PlacedWidget config={config} /> : <p>{M.previewNothing}</p>}</div>
        </Modal>
      ) : null}
    </>
  );
}
