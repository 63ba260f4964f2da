import { useState } from 'react';
import { useMessages } from '../../i18n/language';
import { Tabs } from '../../primitives/tabs/tabs';
import { WidgetShell } from '../shared/widget-shell';
import { ActionList } from './action-list';
import { AllergiesSection } from './allergies-section';
import { HealthIssuesSection } from './health-issues-section';
import { MedicationsSection } from './medications-section';
import { healthActionsMessages, type HealthActionsMessages } from './messages';

export const HEALTH_ACTIONS_TABS = ['actions', 'medications', 'allergies', 'issues'] as const;
export type HealthActionsTab = (typeof HEALTH_ACTIONS_TABS)[number];

export interface HealthActionsProps {
  /** The tab shown first (attribute `tab`): actions, medications, allergies or issues. */
  tab?: HealthActionsTab;
}

const isTab = (value: unknown): value is HealthActionsTab => (HEALTH_ACTIONS_TABS as readonly unknown[]).includes(value);

/**
 * spec 000 §1 "tasks and health actions", §7.6: the member's health actions (in progress, to do,
 * completed, with the status change), current medications with their schedule and the medications
 * log, allergies and health issues, each addable from the catalogue.
 */
export function HealthActions({ tab }: HealthActionsProps) {
  const t = useMessages(healthActionsMessages);
  return (
    <WidgetShell block="hd-health-actions" title={t.title} signedOut={t.signedOut}>
      {() => <HealthActionsTabs t={t} first={isTab(tab) ? tab : 'actions'} />}
    </WidgetShell>
  );
}

function HealthActionsTabs({ t, first }: { t: HealthActionsMessages; first: HealthActionsTab }) {
  const [tab, setTab] = useState<HealthActionsTab>(first);
  return (
    <Tabs tabs={HEALTH_ACTIONS_TABS.map((id) => ({ id, label: t.tabs[id] }))} value={tab} onChange={(id) => setTab(id as HealthActionsTab)} label={t.sections}>
      <h3 className="hd-health-actions__heading">{t.tabs[tab]}</h3>
      {tab === 'actions' ? <ActionList t={t} /> : tab === 'medications' ? <MedicationsSection t={t} /> : tab === 'allergies' ? <AllergiesSection t={t} /> : <HealthIssuesSection t={t} />}
    </Tabs>
  );
}
