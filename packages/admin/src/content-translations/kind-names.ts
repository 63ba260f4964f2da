import { useMessages } from '@healthdeck/widgets';
import type { TranslatableKind } from '@healthdeck/contract/light';
import { classPath } from '../classes/class-catalogue.js';
import { classNames } from '../classes/class-names.js';
import { contentTranslationsMessages } from './messages.js';

/** A kind of translatable content as the admin names it: its class's name, or Rewards. */
export function useKindName(): (kind: TranslatableKind) => string {
  const names = useMessages(classNames);
  const t = useMessages(contentTranslationsMessages);
  return (kind) => (kind === 'rewards' ? t.rewards : names[kind].label);
}

/** Where a record of the kind is edited. */
export const recordPath = (kind: TranslatableKind, id: string) => (kind === 'rewards' ? `/admin/rewards/${id}` : `${classPath(kind)}/${encodeURIComponent(id)}`);

/** Where a record's translations are written, in one language. */
export const translationsPath = (kind: TranslatableKind, id: string, language?: string) => `/admin/translations/${kind}/${encodeURIComponent(id)}${language ? `?language=${language}` : ''}`;
