import { Link, useParams, useSearchParams } from 'react-router';
import { isTranslatableKind, TRANSLATION_LANGUAGES, type TranslationLanguage } from '@healthdeck/contract/light';
import { useMessages } from '@healthdeck/widgets';
import { contentTranslationsMessages } from '../content-translations/messages.js';
import { TranslationEditor } from '../content-translations/translation-editor.js';
import { recordPath } from '../content-translations/kind-names.js';
import { UnknownClass } from '../classes/unknown-class.js';
import { useQuery } from '@tanstack/react-query';
import { recordTranslationsQuery } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';

const isLanguage = (value: string | null): value is TranslationLanguage => (TRANSLATION_LANGUAGES as readonly (string | null)[]).includes(value);

/** /admin/translations/:kind/:id?language=es — a record's member-facing texts in each language. */
export function TranslationsScreen() {
  const { kind, id } = useParams();
  const [search, setSearch] = useSearchParams();
  const t = useMessages(contentTranslationsMessages);
  const sdk = useHealthDeck();
  const valid = kind !== undefined && isTranslatableKind(kind) && id !== undefined;
  const record = useQuery({ ...recordTranslationsQuery(sdk, valid ? kind : 'pages', id ?? ''), enabled: valid, retry: false, refetchOnWindowFocus: false });
  if (!valid) return <UnknownClass name={kind} />;
  const asked = search.get('language');
  const language = isLanguage(asked) ? asked : 'es';
  return (
    <div className="hd-page">
      <p className="hd-back">
        <Link to={recordPath(kind, id)}>← {t.back}</Link> · <Link to={`/admin/translations?language=${language}`}>{t.reportTitle}</Link>
      </p>
      <h1>{record.data ? t.title(record.data.label) : t.translations}</h1>
      <p className="hd-form-note">{t.intro}</p>
      <TranslationEditor kind={kind} id={id} language={language} onLanguage={(next) => setSearch({ language: next }, { replace: true })} />
    </div>
  );
}
