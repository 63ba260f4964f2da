// The sdk's kit rules: shipping box, results ready, action button, Namida download. The labels
// (spotDisplayStatus, namidaStatusLabel, measurementStatus) are the contract's rule, tested with the
// spec's tables in packages/contract/test/kit-status.test.ts; here only that the sdk's names are it.
import { describe, expect, it } from 'vitest';
import * as contract from '@healthdeck/contract/light';
import * as sdk from '../../src/index.js';
import { spotResultsReady, spotTrackingNumber, type SpotKitStatus } from '../../src/rules/spot-kit-status.js';
import { spotShippingVisible } from '../../src/rules/spot-shipping.js';
import { spotShippingBox } from '../../src/rules/spot-shipping-box.js';
import { namidaCanDownload, namidaResultsFileName, namidaResultsReady, NAMIDA_NO_RESULTS_FILE } from '../../src/rules/namida-status.js';
import { kitAction, kitResultPath, postalTrackingUrl } from '../../src/rules/kit-action.js';

describe("the sdk's kit label names are the contract's rule (one rule for the sdk and the server)", () => {
  it.each<[string, string, unknown, unknown]>([
    ['SPOT_KIT_STATUSES', 'SPOT_STATUS_CODES', sdk.SPOT_KIT_STATUSES, contract.SPOT_STATUS_CODES],
    ['SPOT_STATUS_LABELS', 'SPOT_STATUS_LABELS', sdk.SPOT_STATUS_LABELS, contract.SPOT_STATUS_LABELS],
    ['KIT_PROCESSING_LABEL', 'KIT_PROCESSING_LABEL', sdk.KIT_PROCESSING_LABEL, contract.KIT_PROCESSING_LABEL],
    ['KIT_PARTIALLY_COMPLETED_LABEL', 'KIT_PARTIALLY_COMPLETED_LABEL', sdk.KIT_PARTIALLY_COMPLETED_LABEL, contract.KIT_PARTIALLY_COMPLETED_LABEL],
    ['NAMIDA_COMPLETED_LABEL', 'NAMIDA_COMPLETED_LABEL', sdk.NAMIDA_COMPLETED_LABEL, contract.NAMIDA_COMPLETED_LABEL],
    ['spotStatusLabel', 'spotStatusLabel', sdk.spotStatusLabel, contract.spotStatusLabel],
    ['spotStatusCode', 'spotStatusCode', sdk.spotStatusCode, contract.spotStatusCode],
    ['spotDisplayStatus', 'spotDisplayStatus', sdk.spotDisplayStatus, contract.spotDisplayStatus],
    ['namidaStatusLabel', 'namidaStatusLabel', sdk.namidaStatusLabel, contract.namidaStatusLabel],
    ['measurementStatus', 'measurementStatus', sdk.measurementStatus, contract.measurementStatus],
    ['kitDisplayStatus', 'kitDisplayStatus', sdk.kitDisplayStatus, contract.kitDisplayStatus],
  ])('sdk %s is contract %s', (_sdkName, _contractName, sdkValue, contractValue) => {
    expect(sdkValue).toBe(contractValue);
  });

  it("reads a blank status as missing ('Processing'), as the server's details_status does", () => {
    expect(sdk.spotDisplayStatus({ registered_to: { name: 'Ann' }, status: '  ', events: [{ status: ' ' }] })).toBe('Processing');
    expect(sdk.namidaStatusLabel('   ')).toBe('Processing');
  });
});

describe('spotResultsReady (spec 001 §4: any sample event is resulted)', () => {
  it.each<[string, SpotKitStatus, boolean]>([
    ['a later event of the second sample', { samples: [{ events: [{ status: 'received' }] }, { events: [{ status: 'received' }, { status: 'resulted' }] }] }, true],
    ['only the kit event is resulted', { events: [{ status: 'resulted' }], samples: [{ events: [{ status: 'received' }] }] }, false],
    ['a sample with no events', { samples: [{ events: null }, {}] }, false],
    ['no samples', {}, false],
  ])('%s -> %s', (_name, kit, ready) => {
    expect(spotResultsReady(kit)).toBe(ready);
  });
});

describe('Spot shipping box (spec 001 §4)', () => {
  it.each<[string, SpotKitStatus, boolean]>([
    ['in_transit', { samples: [{ events: [{ status: 'delivered' }, { status: 'in_transit' }] }] }, true],
    ['placed_in_mail', { samples: [{}, { events: [{ status: 'placed_in_mail' }] }] }, true],
    ['only a kit event in transit does not count', { events: [{ status: 'in_transit' }], samples: [{ events: [] }] }, false],
    ['none', { samples: [{ events: [{ status: 'received' }] }] }, false],
  ])('%s -> visible %s', (_name, kit, visible) => {
    expect(spotShippingVisible(kit)).toBe(visible);
    expect(spotShippingBox(kit) !== null).toBe(visible);
  });

  it("reads 'Test Shipping Status', 'Out for delivery', the tracking number and the latest shipping event time", () => {
    const kit: SpotKitStatus = {
      samples: [
        {
          events: [
            { status: 'placed_in_mail', created: '2026-01-04T10:00:00Z' },
            { status: 'in_transit', created: '2026-01-05T21:04:00Z' },
            { status: 'in_transit', created: 'not a date' },
            { status: 'delivered', created: '2026-01-09T10:00:00Z' },
          ],
          shipments: [{ tracking_number: '' }, { tracking_number: '9400 1000' }],
        },
      ],
    };
    expect(spotShippingBox(kit)).toEqual({
      title: 'Test Shipping Status',
      status: 'Out for delivery',
      trackingNumber: '9400 1000',
      updatedAt: '2026-01-05T21:04:00Z',
    });
  });

  it('has no tracking number or time when the samples carry none', () => {
    const kit: SpotKitStatus = { samples: [{ events: [{ status: 'in_transit' }], shipments: [{}] }] };
    expect(spotShippingBox(kit)).toMatchObject({ trackingNumber: null, updatedAt: null });
    expect(spotTrackingNumber({})).toBeNull();
  });
});

describe('kitAction (spec 001 §4: action button by label)', () => {
  const kit = { kitId: 'K-17', trackingNumber: '9400 1000' };
  it("'Resulted' gives 'Results Ready' to /client/testing-center/{kitId}", () => {
    expect(kitAction('Resulted', kit)).toEqual({ kind: 'results', text: 'Results Ready', href: '/client/testing-center/K-17', disabled: false });
  });
  it("Namida 'Completed' also gives 'Results Ready'", () => {
    expect(kitAction('Completed', kit)).toMatchObject({ kind: 'results', text: 'Results Ready' });
    expect(kitAction('Results Ready', kit)).toMatchObject({ kind: 'results' });
  });
  it("'Partially Completed' selects that kit (and the page reloads)", () => {
    expect(kitAction('Partially Completed', kit)).toEqual({ kind: 'select-kit', text: 'Partially Completed', kitId: 'K-17', disabled: false });
  });
  it("'In Transit' opens postal tracking with the tracking number", () => {
    expect(kitAction('In Transit', kit)).toEqual({ kind: 'tracking', text: 'In Transit', href: postalTrackingUrl('9400 1000'), disabled: false });
    expect(postalTrackingUrl('9400 1000')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000');
  });
  it.each([null, undefined, '', '   '])("'In Transit' without a tracking number (%j) is disabled", (trackingNumber) => {
    expect(kitAction('In Transit', { kitId: 'K-17', trackingNumber })).toEqual({ kind: 'tracking', text: 'In Transit', href: null, disabled: true });
  });
  it.each(['Registered', 'Delivered', 'Processing', 'Order Placed', 'Canceled', 'Awaiting Collection'])('%j is a disabled label', (label) => {
    expect(kitAction(label, kit)).toEqual({ kind: 'label', text: label, disabled: true });
  });
  it('escapes the kit id in the route', () => {
    expect(kitResultPath('a/b')).toBe('/client/testing-center/a%2Fb');
  });
  it("puts 'Results Ready' below another address of the testing center when given one (a partner page links to the product's)", () => {
    const results = kitAction('Resulted', { kitId: 'SPT-1', testingCenter: 'https://health.example.com/client/testing-center/' });
    expect(results).toMatchObject({ kind: 'results', href: 'https://health.example.com/client/testing-center/SPT-1' });
    expect(kitResultPath('SPT-1', '/tests')).toBe('/tests/SPT-1');
  });
});

describe('Namida status (spec 001 §4)', () => {
  it.each([
    ['Results', true],
    ['OrderPlaced', false],
    ['', false],
    ['results', false],
  ])('results ready when status is Results: %j -> %s', (status, ready) => {
    expect(namidaResultsReady({ status })).toBe(ready);
  });

  it("download needs rawResults, else 'No results file available.' (spec 001 §5, §8); file Auria_Results_{kitId}.pdf", () => {
    expect(namidaCanDownload({ rawResults: 'JVBERi0=' })).toBe(true);
    expect(namidaCanDownload({ rawResults: '' })).toBe(false);
    expect(namidaCanDownload({})).toBe(false);
    expect(NAMIDA_NO_RESULTS_FILE).toBe('No results file available.');
    expect(namidaResultsFileName('N-9')).toBe('Auria_Results_N-9.pdf');
  });
});
