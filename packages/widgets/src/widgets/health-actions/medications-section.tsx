import { lazy } from 'react';
import type { OpenedMedication } from '@healthdeck/sdk';
import { useLanguage } from '../../i18n/language';
import { formatDay, formatInstant } from '../shared/format-date';
import { AddRecord } from './add-record';
import type { RecordTabMessages } from './record-messages';
import { RecordList } from './record-states';
import { RecordsLock } from './records-lock';
import { adoptRecordStyles } from './record-styles';
import { useMedications } from './use-medications';

// The form loads when the member opens it (AddRecord preloads it on pointer or focus).
const loadForm = () => import('./medication-form');
const MedicationFormPanel = lazy(() => loadForm().then((module) => ({ default: module.MedicationFormPanel })));

/** spec 000 §7.6: current medications with their schedule (§3.4 recurrence, drug type label), adding one, and the medications log. */
export function MedicationsSection({ t }: { t: RecordTabMessages }) {
  const { current, log, unlocked } = useMedications();
  const language = useLanguage();
  return (
    <div ref={adoptRecordStyles} className="hd-health-actions__section">
      <h4 className="hd-health-actions__subheading">{t.medicationsHeading}</h4>
      <RecordsLock t={t} locked={current.data?.locked === true || log.data?.locked === true} unlocked={unlocked} />
      <RecordList query={current} loading={t.loadingMedications} retry={t.retry} empty={t.medicationsEmpty} isEmpty={(d) => d.records.length === 0 && !d.locked}>
        {(data) => (
          <ul className="hd-health-actions__list" part="list" aria-label={t.medicationsHeading}>
            {data.records.map((m) => (
              <MedicationItem key={m.id} medication={m} t={t} language={language} />
            ))}
          </ul>
        )}
      </RecordList>
      {unlocked ? (
        <AddRecord
          kind="medications"
          t={t}
          addLabel={t.addMedication}
          noneToChoose={t.noMedicationsToChoose}
          savedText={t.medicationSaved}
          form={(props) => <MedicationFormPanel t={t} {...props} />}
          preload={loadForm}
        />
      ) : null}
      <h4 className="hd-health-actions__subheading">{t.logHeading}</h4>
      <RecordList query={log} loading={t.loadingLog} retry={t.retry} empty={t.logEmpty} isEmpty={(d) => d.records.length === 0 && !d.locked}>
        {(data) => (
          <ol className="hd-health-actions__log" part="log" aria-label={t.logHeading}>
            {data.records.map((entry) => (
              <li key={entry.id} className="hd-health-actions__log-entry">
                <p className="hd-health-actions__name">{t.logEntry(t.logEvents[entry.event], entry.name)}</p>
                <p className="hd-health-actions__detail">
                  {entry.dosage} · {t.schedule(t.recurrences[entry.recurrence], entry.times.join(', '))}
                </p>
                <p className="hd-health-actions__detail">
                  <time dateTime={entry.created_at}>{formatInstant(entry.created_at, language)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </RecordList>
    </div>
  );
}

function MedicationItem({ medication: m, t, language }: { medication: OpenedMedication; t: RecordTabMessages; language: string }) {
  const dates =
    m.recurrence === 'non-recurring' || m.end_date === null
      ? t.from(formatDay(m.start_date, language))
      : `${t.from(formatDay(m.start_date, language))} ${t.until(formatDay(m.end_date, language))}`;
  return (
    <li className="hd-health-actions__item" part="item">
      <div className="hd-health-actions__item-main">
        <p className="hd-health-actions__name">
          {m.name}
          {m.strength ? <span className="hd-health-actions__muted"> · {m.strength}</span> : null}
        </p>
        <p className="hd-health-actions__meta">
          <span className="hd-health-actions__drug-type" title={t.drugType}>
            {m.drug_type}
          </span>
        </p>
        <p className="hd-health-actions__detail">
          {t.dosage}: {m.dosage}
        </p>
        <p className="hd-health-actions__detail">{t.schedule(t.recurrences[m.recurrence], m.times.join(', '))}</p>
        <p className="hd-health-actions__detail">{dates}</p>
      </div>
    </li>
  );
}
