import { Suspense, useRef, useState, type ReactNode } from 'react';
import type { HealthRecordsCatalogueResponse } from '@healthdeck/contract/light';
import { Button } from '../../primitives/button/button';
import type { RecordTabMessages } from './record-messages';
import { RecordList, RecordSkeleton } from './record-states';
import { useCatalogue } from './use-catalogue';

export interface RecordFormProps<K extends keyof HealthRecordsCatalogueResponse> {
  catalogue: HealthRecordsCatalogueResponse[K];
  /** Saved: the form closes and says so. */
  onDone: (saved: { name: string }) => void;
  onRefused: () => void;
  onCancel: () => void;
}

/**
 * "Add …": a button that opens the form in its place (the form takes the focus; Cancel or a save
 * brings it back to the button), the catalogue it picks from in its loading, failed and empty
 * states, and the saved message after the form closes. The form's code (react-hook-form, zod and
 * the form itself) loads on demand: `preload` starts it when the pointer or focus reaches the button,
 * and the form's place shows the loading skeleton until it is there.
 */
export function AddRecord<K extends keyof HealthRecordsCatalogueResponse>({
  kind,
  t,
  addLabel,
  noneToChoose,
  savedText,
  form,
  preload,
}: {
  kind: K;
  t: RecordTabMessages;
  addLabel: string;
  noneToChoose: string;
  savedText: (name: string) => string;
  form: (props: RecordFormProps<K>) => ReactNode;
  /** Starts loading the form's code (a lazy component's import). */
  preload: () => unknown;
}) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { catalogue, refresh } = useCatalogue(kind);
  const close = () => {
    setOpen(false);
    setTimeout(() => frame.current?.querySelector<HTMLButtonElement>('button[data-add]')?.focus(), 0);
  };
  return (
    <div className="hd-health-actions__add" ref={frame}>
      <div aria-live="polite">
        {saved && !open ? (
          <p role="status" className="hd-health-actions__saved" part="saved">
            {saved}
          </p>
        ) : null}
      </div>
      {open ? null : (
        <Button
          variant="tinted"
          data-add=""
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setSaved(null);
            setOpen(true);
          }}
        >
          {addLabel}
        </Button>
      )}
      <div>
        {open ? (
          <RecordList query={catalogue} loading={addLabel} retry={t.retry} empty={noneToChoose} isEmpty={(list) => list.length === 0}>
            {(list) => (
              <Suspense fallback={<RecordSkeleton label={addLabel} />}>
                {form({
                  catalogue: list as HealthRecordsCatalogueResponse[K],
                  onDone: ({ name }) => {
                    setSaved(savedText(name));
                    close();
                  },
                  onRefused: () => void refresh(),
                  onCancel: close,
                })}
              </Suspense>
            )}
          </RecordList>
        ) : null}
      </div>
    </div>
  );
}
