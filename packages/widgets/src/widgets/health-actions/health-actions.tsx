import { lazy, Suspense, useState } from 'react';
import { useMessages } from '../../i18n/language';
import { Tabs } from '../../primitives/tabs/tabs';
import { WidgetShell } from '../shared/widget-shell';
import { ActionList } from './action-list';
import { healthActionsMessages, type HealthActionsMessages } from './messages';
import { RecordSkeleton } from './record-states';

// The actions tab is the first view (unless `tab` names another); the medications, allergies and
// health issues tabs (the sealed records' reads, lists, Add buttons and rules) load when chosen, the
// import starting as soon as the pointer or focus reaches the tab list.
const loadRecords = () => import('./record-sections');
const MedicationsSection = lazy(() => loadRecords().then((module) => ({ default: module.MedicationsTab })));
const AllergiesSection = lazy(() => loadRecords().then((module) => ({ default: module.AllergiesTab })));
const HealthIssuesSection = lazy(() => loadRecords().then((module) => ({ default: module.HealthIssuesTab })));
const preloadRecords = () => {
  void loadRecords();
};

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
    <WidgetShell block="hd-health-actions" title={t.title} signedOut={t.signedOut} frame="card">
      {() => <HealthActionsTabs t={t} first={isTab(tab) ? tab : 'actions'} />}
    </WidgetShell>
  );
}

function HealthActionsTabs({ t, first }: { t: HealthActionsMessages; first: HealthActionsTab }) {
  const [tab, setTab] = useState<HealthActionsTab>(first);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control: reaching the tabs (pointer, or focus from the keyboard) only starts loading the other tabs' code; the tabs themselves are the buttons
    <div onPointerEnter={preloadRecords} onFocus={preloadRecords}>
      <Tabs tabs={HEALTH_ACTIONS_TABS.map((id) => ({ id, label: t.tabs[id] }))} value={tab} onChange={(id) => setTab(id as HealthActionsTab)} label={t.sections}>
        <h3 className="hd-health-actions__heading">{t.tabs[tab]}</h3>
        {tab === 'actions' ? (
          <ActionList t={t} />
        ) : (
          <Suspense fallback={<SectionPending loading={t[PENDING[tab]]} />}>
            {tab === 'medications' ? <MedicationsSection t={t} /> : tab === 'allergies' ? <AllergiesSection t={t} /> : <HealthIssuesSection t={t} />}
          </Suspense>
        )}
      </Tabs>
    </div>
  );
}

/** Each records tab's loading label. */
const PENDING = { medications: 'loadingMedications', allergies: 'loadingAllergies', issues: 'loadingIssues' } as const;

/**
 * A records tab while its code loads: the section's own loading state (a line the height of its
 * heading, which comes with its strings, and the list's skeleton), so nothing moves when it arrives.
 */
function SectionPending({ loading }: { loading: string }) {
  return (
    <div className="hd-health-actions__section">
      <p className="hd-health-actions__subheading" aria-hidden="true">
        {'\u00a0'}
      </p>
      <RecordSkeleton label={loading} />
    </div>
  );
}
