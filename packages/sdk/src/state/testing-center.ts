// spec 001 §3 Client-side state groups: testing center (kit, kitDecrypted, loading, biomarkers,
// programs, widgets). kitDecrypted is the kit's encrypted_data once opened with the member's keys;
// null means locked or nothing to open (spec 000 §5: encrypted reads return nothing without keys).
import { map } from 'nanostores';
import type { ProgramClass, WidgetClass } from '@healthdeck/contract/light';
import { loadInto } from './load-into.js';

/** The selected kit as the client kit calls answer it (spec 000 §7.5); fields beyond id are the vendor's. */
export interface TestingCenterKit {
  id: string | number;
  [field: string]: unknown;
}

/** One biomarker result shown on the kit's result page. */
export interface TestingCenterBiomarker {
  name: string;
  [field: string]: unknown;
}

export interface TestingCenterState {
  kit: TestingCenterKit | null;
  kitDecrypted: Record<string, unknown> | null;
  loading: boolean;
  biomarkers: readonly TestingCenterBiomarker[];
  programs: readonly ProgramClass[];
  widgets: readonly WidgetClass[];
}

const initial = (): TestingCenterState => ({ kit: null, kitDecrypted: null, loading: false, biomarkers: [], programs: [], widgets: [] });

export const $testingCenter = map<TestingCenterState>(initial());

/** Selects a kit (loading meanwhile); the previous kit's decrypted data and biomarkers are dropped. */
export async function loadKit(load: () => Promise<TestingCenterKit | null>): Promise<TestingCenterKit | null> {
  const kit = await loadInto($testingCenter, 'kit', 'loading', load);
  if ($testingCenter.get().kit === kit) {
    $testingCenter.setKey('kitDecrypted', null);
    $testingCenter.setKey('biomarkers', []);
  }
  return kit;
}
export function setKitDecrypted(data: Record<string, unknown> | null): void {
  $testingCenter.setKey('kitDecrypted', data);
}
export function setBiomarkers(biomarkers: readonly TestingCenterBiomarker[]): void {
  $testingCenter.setKey('biomarkers', biomarkers);
}
export function setTestingCenterContent(content: { programs?: readonly ProgramClass[]; widgets?: readonly WidgetClass[] }): void {
  if (content.programs) $testingCenter.setKey('programs', content.programs);
  if (content.widgets) $testingCenter.setKey('widgets', content.widgets);
}
export function resetTestingCenter(): void {
  $testingCenter.set(initial());
}
