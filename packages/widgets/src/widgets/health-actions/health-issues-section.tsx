import { lazy } from 'react';
import { useLanguage } from '../../i18n/language';
import { formatDay } from '../shared/format-date';
import { AddRecord } from './add-record';
import type { RecordTabMessages } from './record-messages';
import { RecordList } from './record-states';
import { RecordsLock } from './records-lock';
import { adoptRecordStyles } from './record-styles';
import { useHealthIssues } from './use-health-issues';

// The form loads when the member opens it (AddRecord preloads it on pointer or focus).
const loadForm = () => import('./health-issue-form');
const HealthIssueFormPanel = lazy(() => loadForm().then((module) => ({ default: module.HealthIssueFormPanel })));

/** spec 000 §7.6: the member's health issues (current health issues) and adding one. */
export function HealthIssuesSection({ t }: { t: RecordTabMessages }) {
  const { current, unlocked } = useHealthIssues();
  const language = useLanguage();
  return (
    <div ref={adoptRecordStyles} className="hd-health-actions__section">
      <h4 className="hd-health-actions__subheading">{t.issuesHeading}</h4>
      <RecordsLock t={t} locked={current.data?.locked === true} unlocked={unlocked} />
      <RecordList query={current} loading={t.loadingIssues} retry={t.retry} empty={t.issuesEmpty} isEmpty={(d) => d.records.length === 0 && !d.locked}>
        {(data) => (
          <ul className="hd-health-actions__list" part="list" aria-label={t.issuesHeading}>
            {data.records.map((h) => (
              <li key={h.id} className="hd-health-actions__item" part="item">
                <div className="hd-health-actions__item-main">
                  <p className="hd-health-actions__name">{h.name}</p>
                  <p className="hd-health-actions__meta">
                    {h.icd10_code ? <span>{t.icd10(h.icd10_code)}</span> : null}
                    {h.diagnosed_on ? <span>{t.diagnosed(formatDay(h.diagnosed_on, language))}</span> : null}
                  </p>
                  {h.notes ? <p className="hd-health-actions__detail">{h.notes}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </RecordList>
      {unlocked ? (
        <AddRecord
          kind="health_issues"
          t={t}
          addLabel={t.addIssue}
          noneToChoose={t.noIssuesToChoose}
          savedText={t.issueSaved}
          form={(props) => <HealthIssueFormPanel t={t} {...props} />}
          preload={loadForm}
        />
      ) : null}
    </div>
  );
}
