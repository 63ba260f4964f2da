import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@healthdeck/contract/light';
import { translationReportQuery } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { useFieldLabel } from '../classes/field-labels.js';
import { contentTranslationsMessages, TRANSLATION_LANGUAGE_NAMES } from '../content-translations/messages.js';
import { translationsPath, useKindName } from '../content-translations/kind-names.js';
import { LoadState } from '../shared/load-state.js';
import { ScrollRegion } from '../shared/scroll-region.js';
import { adminMessages } from '../shared/messages.js';

const isLanguage = (value: string | null): value is TranslationLanguage => (TRANSLATION_LANGUAGES as readonly (string | null)[]).includes(value);

/**
 * /admin/translations — what members reading each language still see in English, per kind of
 * content, each record linked to its translations in that language.
 */
export function TranslationReportScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(contentTranslationsMessages);
  const common = useMessages(adminMessages);
  const kindName = useKindName();
  const fieldLabel = useFieldLabel();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('language');
  const language = isLanguage(asked) ? asked : 'es';
  const report = useQuery({ ...translationReportQuery(sdk), retry: false });
  const selectId = useId();
  const shown = report.data?.languages.find((entry) => entry.language === language);
  return (
    <div className="hd-page">
      <h1>{t.reportTitle}</h1>
      <p className="hd-form-note">{t.reportIntro}</p>
      <p className="hd-form-note">{t.draftNote}</p>
      {report.isPending || report.isError ? (
        <LoadState error={report.error} loading={t.reportLoading} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <ul className="hd-translation-summary">
            {report.data.languages.map((entry) => (
              <li key={entry.language}>
                <span lang={entry.language}>{TRANSLATION_LANGUAGE_NAMES[entry.language]}</span>: {entry.missing === 0 ? t.complete : t.missingCount(entry.missing, entry.fields)}
              </li>
            ))}
          </ul>
          <div className="hd-select">
            <label htmlFor={selectId}>{t.language}</label>
            <select id={selectId} value={language} onChange={(event) => setSearch({ language: event.currentTarget.value }, { replace: true })}>
              {TRANSLATION_LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {TRANSLATION_LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
          {shown && shown.missing === 0 ? <p>{t.complete}</p> : null}
          {shown?.kinds
            .filter((kind) => kind.fields > 0)
            .map((kind) => (
              <section key={kind.kind} aria-labelledby={`hd-translation-kind-${kind.kind}`}>
                <h2 id={`hd-translation-kind-${kind.kind}`}>
                  {kindName(kind.kind)} —{' '}
                  {kind.missing.length === 0
                    ? t.kindComplete
                    : t.missingCount(
                        kind.missing.reduce((sum, entry) => sum + entry.fields.length, 0),
                        kind.fields,
                      )}
                </h2>
                {kind.missing.length > 0 ? (
                  <ScrollRegion label={common.tableLabel(kindName(kind.kind))}>
                    <table className="hd-table">
                      <caption className="hd-visually-hidden">{kindName(kind.kind)}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t.record}</th>
                          <th scope="col">{t.fields}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {kind.missing.map((entry) => (
                          <tr key={entry.id}>
                            <td>
                              <Link to={translationsPath(kind.kind, entry.id, language)} aria-label={t.translate(entry.label)}>
                                {entry.label}
                              </Link>
                            </td>
                            <td>{entry.fields.map(fieldLabel).join(', ')}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </ScrollRegion>
                ) : null}
              </section>
            ))}
        </>
      )}
    </div>
  );
}
