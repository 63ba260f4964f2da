import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { TRANSLATION_LANGUAGES, type TranslatableKind, type TranslationLanguage, type TranslationRecordResponse } from '@healthdeck/contract/light';
import { recordTranslationsQuery, saveRecordTranslationsMutation } from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { useFieldLabel } from '../classes/field-labels.js';
import { errorMessage } from '../classes/errors.js';
import { LoadState } from '../shared/load-state.js';
import { Outcome } from '../shared/outcome.js';
import { contentTranslationsMessages, TRANSLATION_LANGUAGE_NAMES } from './messages.js';

/**
 * A record's member-facing texts in one language at a time (docs/decisions/0107-content-translations.md):
 * the English text of each field above the box for its translation; a box left empty removes the
 * translation, so members read English there.
 */
export function TranslationEditor({
  kind,
  id,
  language,
  onLanguage,
}: {
  kind: TranslatableKind;
  id: string;
  language: TranslationLanguage;
  onLanguage: (language: TranslationLanguage) => void;
}) {
  const sdk = useHealthDeck();
  const t = useMessages(contentTranslationsMessages);
  const record = useQuery({ ...recordTranslationsQuery(sdk, kind, id), retry: false, refetchOnWindowFocus: false });
  const selectId = useId();
  if (record.isPending || record.isError) return <LoadState error={record.error} loading={t.loading} onRetry={() => void record.refetch()} />;
  return (
    <>
      <div className="hd-select">
        <label htmlFor={selectId}>{t.language}</label>
        <select id={selectId} value={language} onChange={(event) => onLanguage(event.currentTarget.value as TranslationLanguage)}>
          {TRANSLATION_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {TRANSLATION_LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      <LanguageForm key={language} kind={kind} id={id} language={language} record={record.data} />
    </>
  );
}

function LanguageForm({ kind, id, language, record }: { kind: TranslatableKind; id: string; language: TranslationLanguage; record: TranslationRecordResponse }) {
  const sdk = useHealthDeck();
  const t = useMessages(contentTranslationsMessages);
  const fieldLabel = useFieldLabel();
  const save = useMutation(saveRecordTranslationsMutation(sdk, kind, id));
  const translatable = record.fields.filter((field) => field.english !== '');
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(translatable.map((field) => [field.field, field.translations[language] ?? ''])));
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = TRANSLATION_LANGUAGE_NAMES[language];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    setError(null);
    try {
      await save.mutateAsync({ language, values });
      setNotice(t.saved(name));
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <form className="hd-form hd-translations" onSubmit={(event) => void submit(event)} noValidate>
      {record.fields.map((field) => {
        const label = fieldLabel(field.field);
        return (
          <div key={field.field} className="hd-translations__field">
            {field.english === '' ? (
              <p className="hd-form-note">
                <strong>{label}</strong> — {t.noEnglish}
              </p>
            ) : (
              <>
                <p className="hd-translations__english">
                  <strong>{label}</strong> ({t.english}): <span lang="en">{field.english}</span>
                </p>
                <label className="hd-field">
                  <span className="hd-field__label">{t.inLanguage(label, name)}</span>
                  <textarea
                    className="hd-field__input"
                    lang={language}
                    rows={field.english.length > 80 ? 4 : 2}
                    value={values[field.field] ?? ''}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setValues((current) => ({ ...current, [field.field]: value }));
                    }}
                  />
                </label>
              </>
            )}
          </div>
        );
      })}
      <Outcome error={error} notice={notice} />
      {translatable.length > 0 ? (
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
      ) : null}
    </form>
  );
}
