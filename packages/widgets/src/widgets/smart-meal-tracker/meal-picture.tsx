import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useMessages } from '../../i18n/language';
import { PrivateKeyUnlock } from '../shared/private-key-unlock';
import { mealPictureMessages } from './meal-picture-messages';
import { fetchMealPicture } from '@healthdeck/sdk';
import { LockIcon } from '../../primitives/lock-icon';

export interface MealPictureProps {
  /** The picture's id (the upload's picture_id; a meal's picture_url ends with it). */
  pictureId: string;
  /** The text alternative; default 'Picture of the meal' in the member's language. */
  alt?: string;
  /** Class of the <img> (the host sizes it). */
  className?: string;
  /**
   * Whether the locked state asks for the password here (default). A host that shows the picture
   * inside a form of its own passes false: a form cannot hold another, so the locked state only says so.
   */
  unlockHere?: boolean;
}

type Shown = { state: 'loading' } | { state: 'open'; url: string } | { state: 'locked' } | { state: 'failed' };

/**
 * A meal picture as stored: ciphertext the server serves to its member only, opened here with the
 * member's key (sdk meals.picture) and shown from an object URL, revoked when the picture
 * changes or the component goes. Locked (the key it needs is not unlocked): the shared locked state;
 * a picture that cannot be loaded or opened: a sentence, never a broken image.
 */
export function MealPicture({ pictureId, alt, className, unlockHere = true }: MealPictureProps) {
  const client = useHealthDeck();
  const t = useMessages(mealPictureMessages);
  // Opened again when a key is unlocked (the password prompt) or dropped (sign-out).
  const dataKey = useStore(client.$dataKey);
  const privateKey = useStore(client.$privateKey);
  const [shown, setShown] = useState<Shown>({ state: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: dataKey and privateKey are the re-run trigger (a key unlocked or dropped opens the picture again); the sdk reads the keys itself
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setShown({ state: 'loading' });
    fetchMealPicture(client, pictureId, controller.signal).then(
      (opened) => {
        if (controller.signal.aborted) return;
        if (opened.status === 'locked') return setShown({ state: 'locked' });
        url = URL.createObjectURL(opened.blob);
        setShown({ state: 'open', url });
      },
      () => {
        if (!controller.signal.aborted) setShown({ state: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, pictureId, dataKey, privateKey]);

  switch (shown.state) {
    case 'loading':
      return <span className="hd-meal-picture__loading" part="meal-picture-loading" role="status" aria-busy="true" aria-label={t.loading} />;
    case 'open':
      return <img className={className} part="meal-picture" src={shown.url} alt={alt ?? t.alt} />;
    case 'locked':
      return unlockHere ? (
        <PrivateKeyUnlock t={t} />
      ) : (
        <p className="hd-meal-picture__locked" part="meal-picture-locked" role="status">
          <LockIcon />
          {t.lockedTitle}
        </p>
      );
    case 'failed':
      return (
        <p className="hd-meal-picture__failed" part="meal-picture-failed" role="status">
          {t.failed}
        </p>
      );
  }
}
