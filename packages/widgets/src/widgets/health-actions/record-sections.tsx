// The medications, allergies and health issues tabs, loaded when the member chooses one of them
// (health-actions.tsx): the sealed records' reads, their lists, Add buttons, rules and strings.
import { useMemo } from 'react';
import { useMessages } from '../../i18n/language';
import { AllergiesSection } from './allergies-section';
import { HealthIssuesSection } from './health-issues-section';
import { MedicationsSection } from './medications-section';
import type { HealthActionsMessages } from './messages';
import { healthRecordsMessages, type RecordTabMessages } from './record-messages';

/** The widget's strings with the records tabs' own (in the same language). */
function useRecordTabMessages(t: HealthActionsMessages): RecordTabMessages {
  const own = useMessages(healthRecordsMessages);
  return useMemo(() => ({ ...t, ...own }), [t, own]);
}

export function MedicationsTab({ t }: { t: HealthActionsMessages }) {
  return <MedicationsSection t={useRecordTabMessages(t)} />;
}

export function AllergiesTab({ t }: { t: HealthActionsMessages }) {
  return <AllergiesSection t={useRecordTabMessages(t)} />;
}

export function HealthIssuesTab({ t }: { t: HealthActionsMessages }) {
  return <HealthIssuesSection t={useRecordTabMessages(t)} />;
}
