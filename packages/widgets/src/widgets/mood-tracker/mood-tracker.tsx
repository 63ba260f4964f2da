import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MOOD_VALUES, type MoodValue } from '@healthdeck/contract/light';
import { type HealthDeck, moodLogMutation, moodQuery } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { WidgetShell } from '../shared/widget-shell';
import { moodMessages, type MoodMessages } from './messages';

export interface MoodChangeDetail {
  /** The mood the server holds for today after the change. */
  mood: MoodValue | null;
}

export interface MoodTrackerProps {
  /** After the server confirmed a mood (the element dispatches it as `hd-change`). */
  onChange?: (detail: MoodChangeDetail) => void;
  /** A load or log failed (the element dispatches `hd-error`); nothing is shown, spec 001 §8. */
  onError?: (detail: { message: string }) => void;
}

/**
 * Faces for the six moods (decorative: the label names the button). All six are from Unicode's
 * first emoticons block (6.0), which fonts without colour emoji also draw (DejaVu Sans, Debian's
 * default): 'sick' is the masked face, since the thermometer face (🤒, Unicode 8.0) showed there as
 * an empty box.
 */
const FACES: Record<MoodValue, string> = { happy: '😀', neutral: '😐', sad: '😢', anxious: '😟', sick: '😷', angry: '😠' };

// spec 001 §3 Mood entry, §4 Mood, §8 (mood failures are logged only): the Mood Tracker widget.
export function MoodTracker(props: MoodTrackerProps) {
  const t = useMessages(moodMessages);
  return (
    <WidgetShell frame="card" block="hd-mood" title={t.title} signedOut={t.signedOut}>
      {(client) => <SignedInMood {...props} client={client} t={t} />}
    </WidgetShell>
  );
}

function SignedInMood({ onChange, onError, client, t }: MoodTrackerProps & { client: HealthDeck; t: MoodMessages }) {
  const mood = useQuery({ ...moodQuery(client), retry: false });
  // The widget's steps run after the sdk's (its optimistic write, its settle or rollback), for every log.
  const sdk = moodLogMutation(client);
  const log = useMutation({
    ...sdk,
    onSuccess: (answer, value, rollback, context) => {
      sdk.onSuccess?.(answer, value, rollback, context);
      onChange?.({ mood: answer.mood.mood });
    },
    onError: (error, value, rollback, context) => {
      sdk.onError?.(error, value, rollback, context);
      onError?.({ message: error.message });
    },
  });

  // spec 001 §8: a load failure is logged only; the faces stay usable with no mood chosen.
  const loadError = mood.error;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (!loadError) return;
    console.error('[healthdeck] could not load the mood', loadError);
    onErrorRef.current?.({ message: loadError.message });
  }, [loadError]);

  if (mood.isPending) {
    return (
      <div className="hd-mood__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
        {MOOD_VALUES.map((value) => (
          <span key={value} className="hd-mood__skeleton-item hd-shimmer" />
        ))}
      </div>
    );
  }

  const current = mood.data?.mood.mood ?? null;
  return (
    <div className="hd-mood__body" part="body">
      <p className="hd-mood__prompt" part="prompt">
        {t.prompt}
      </p>
      <fieldset className="hd-mood__options" part="options" aria-label={t.options}>
        {MOOD_VALUES.map((value) => {
          const chosen = value === current;
          return (
            <button
              key={value}
              type="button"
              className="hd-mood__option"
              part={chosen ? 'option option-current' : 'option'}
              data-mood={value}
              aria-pressed={chosen}
              // spec 001 §4: the current mood's button is disabled.
              disabled={chosen}
              onClick={() => log.mutate(value)}
            >
              <span className="hd-mood__face" aria-hidden="true">
                {FACES[value]}
              </span>
              <span className="hd-mood__label">{t.moods[value]}</span>
            </button>
          );
        })}
      </fieldset>
      {current === null ? (
        <p className="hd-mood__hint" part="empty">
          {t.empty}
        </p>
      ) : null}
    </div>
  );
}
