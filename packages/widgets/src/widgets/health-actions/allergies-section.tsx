import { lazy } from 'react';
import { AddRecord } from './add-record';
import type { RecordTabMessages } from './record-messages';
import { RecordList } from './record-states';
import { RecordsLock } from './records-lock';
import { adoptRecordStyles } from './record-styles';
import { useAllergies } from './use-allergies';

// The form loads when the member opens it (AddRecord preloads it on pointer or focus).
const loadForm = () => import('./allergy-form');
const AllergyFormPanel = lazy(() => loadForm().then((module) => ({ default: module.AllergyFormPanel })));

/** spec 000 §7.6: the member's allergies (current allergies) and adding one (save-user-allergy). */
export function AllergiesSection({ t }: { t: RecordTabMessages }) {
  const { current, unlocked } = useAllergies();
  return (
    <div ref={adoptRecordStyles} className="hd-health-actions__section">
      <h4 className="hd-health-actions__subheading">{t.allergiesHeading}</h4>
      <RecordsLock t={t} locked={current.data?.locked === true} unlocked={unlocked} />
      <RecordList query={current} loading={t.loadingAllergies} retry={t.retry} empty={t.allergiesEmpty} isEmpty={(d) => d.records.length === 0 && !d.locked}>
        {(data) => (
          <ul className="hd-health-actions__list" part="list" aria-label={t.allergiesHeading}>
            {data.records.map((a) => (
              <li key={a.id} className="hd-health-actions__item" part="item">
                <div className="hd-health-actions__item-main">
                  <p className="hd-health-actions__name">{a.name}</p>
                  <p className="hd-health-actions__meta">
                    <span>{t.allergyCategories[a.category]}</span>
                    <span>
                      {t.severity}: {t.severities[a.severity]}
                    </span>
                  </p>
                  {a.reaction ? (
                    <p className="hd-health-actions__detail">
                      {t.reaction}: {a.reaction}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </RecordList>
      {unlocked ? (
        <AddRecord
          kind="allergies"
          t={t}
          addLabel={t.addAllergy}
          noneToChoose={t.noAllergiesToChoose}
          savedText={t.allergySaved}
          form={(props) => <AllergyFormPanel t={t} {...props} />}
          preload={loadForm}
        />
      ) : null}
    </div>
  );
}
