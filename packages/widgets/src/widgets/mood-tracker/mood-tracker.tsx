import { useEffect, useId, useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { MOOD_VALUES, type MoodResponse, type MoodValue } from '@healthdeck/contract/light';
import type { HealthDeck, MoodMutationOptions } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useMessages } from '../../i18n/language';
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

/** Faces for the six moods (decorative: the label names the button). */
const FACES: Record<MoodValue, string> = { happy: '😀', neutral: '😐', sad: '😢', anxious: '😟', sick: '🤒', angry: '😠' };

// spec 001 §3 Mood entry, §4 Mood, §8 (mood failures are logged only): the Mood Tracker widget.
export function MoodTracker(props: MoodTrackerProps) {
  const client = useHealthDeck();
  const session = useStore(client.$session);
  const t = useMessages(moodMessages);
  const titleId = useId();
  return (
    <section className="hd-root hd-mood" part="widget" aria-labelledby={titleId}>
      <h2 id={titleId} className="hd-mood__title" part="title">
        {t.title}
      </h2>
      {session ? (
        <SignedInMood {...props} client={client} t={t} />
      ) : (
        <p className="hd-mood__locked" part="locked">
          {t.signedOut}
        </p>
      )}
    </section>
  );
}

function SignedInMood({ onChange, onError, client, t }: MoodTrackerProps & { client: HealthDeck; t: MoodMessages }) {
  const mood = useQuery({ ...client.queries.mood.current(), retry: false });
  const base: MoodMutationOptions = client.mutations.mood.log();
  const log = useMutation({
    ...base,
    onSuccess: (data: MoodResponse, ...rest) => {
      void base.onSuccess?.(data, ...rest);
      onChange?.({ mood: data.mood.mood });
    },
    onError: (error: Error, ...rest) => {
      void base.onError?.(error, ...rest); // rolls back to the previous mood and logs the error
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
          <span key={value} className="hd-mood__skeleton-item" />
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
      <div className="hd-mood__options" part="options" role="group" aria-label={t.options}>
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
      </div>
      {current === null ? (
        <p className="hd-mood__hint" part="empty">
          {t.empty}
        </p>
      ) : null}
    </div>
  );
}
