// spec 001 §2 (routes) and §4 (action button by label): what the status button of a kit does.
import { KIT_PARTIALLY_COMPLETED_LABEL, NAMIDA_COMPLETED_LABEL } from '@healthdeck/contract/light';

/** spec 001 §4: text of the button shown when results are ready. */
export const RESULTS_READY_TEXT = 'Results Ready';

/** spec 001 §2: the testing center's route; a kit's results are below it. */
export const TESTING_CENTER_PATH = '/client/testing-center';

/**
 * spec 001 §2: kit results route, opened by the Results Ready button: /client/testing-center/{kitId},
 * or below another address of the testing center (a partner page links to the product's).
 */
export function kitResultPath(kitId: string, testingCenter: string = TESTING_CENTER_PATH): string {
  return `${testingCenter.replace(/\/+$/, '')}/${encodeURIComponent(kitId)}`;
}

/**
 * spec 001 §2: "An external postal tracking page opens in a new window with the tracking number".
 * The spec does not name the page; Spot ships by USPS, so we use the USPS tracking page.
 */
export function postalTrackingUrl(trackingNumber: string): string {
  return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(trackingNumber)}`;
}

export type KitAction =
  | { kind: 'results'; text: typeof RESULTS_READY_TEXT; href: string; disabled: false }
  | { kind: 'select-kit'; text: string; kitId: string; disabled: false }
  | { kind: 'tracking'; text: string; href: string | null; disabled: boolean }
  | { kind: 'label'; text: string; disabled: true };

/**
 * spec 001 §4: the button for a kit's display label. 'Resulted' (Spot) and 'Completed' (Namida)
 * give 'Results Ready' to the kit result page (below `testingCenter`, default /client/testing-center);
 * 'Partially Completed' selects the kit and reloads; 'In Transit' opens postal tracking, disabled
 * without a tracking number; any other label is a disabled label.
 */
export function kitAction(label: string, kit: { kitId: string; trackingNumber?: string | null; testingCenter?: string }): KitAction {
  if (label === 'Resulted' || label === NAMIDA_COMPLETED_LABEL || label === RESULTS_READY_TEXT) {
    return { kind: 'results', text: RESULTS_READY_TEXT, href: kitResultPath(kit.kitId, kit.testingCenter), disabled: false };
  }
  if (label === KIT_PARTIALLY_COMPLETED_LABEL) return { kind: 'select-kit', text: label, kitId: kit.kitId, disabled: false };
  if (label === 'In Transit') {
    const number = kit.trackingNumber?.trim() ? kit.trackingNumber.trim() : null;
    return { kind: 'tracking', text: label, href: number ? postalTrackingUrl(number) : null, disabled: number === null };
  }
  return { kind: 'label', text: label, disabled: true };
}
