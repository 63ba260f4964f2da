// spec 001 §4 "Spot kit statuses", "Namida status", "Last measurement / kit status values": the one
// kit label rule the server (details_status) and the sdk (testing center) share.
import { describe, expect, it } from 'vitest';
import {
  bodyScanStatusLabel,
  KitStatusData,
  kitDisplayStatus,
  measurementStatus,
  namidaStatusLabel,
  SPOT_STATUS_CODES,
  spotDisplayStatus,
  spotStatusCode,
  spotStatusLabel,
  type KitStatusLike,
  type SpotKitStatusLike,
} from '../src/index.js';
import * as light from '../src/light.js';

const registered = { registered_to: { name: 'Ann' } };
const BLANKS = ['', ' ', '   ', '\t', '\n '];

describe("spotStatusLabel (spec 001 §4: 'registered, delivered, in_transit, … canceled')", () => {
  it.each([
    ['registered', 'Registered'],
    ['delivered', 'Delivered'],
    ['in_transit', 'In Transit'],
    ['preparing', 'Preparing'],
    ['collected', 'Collected'],
    ['received', 'Received'],
    ['awaiting_collection', 'Awaiting Collection'],
    ['resulted', 'Resulted'],
    ['rejected', 'Rejected'],
    ['delivery_exception', 'Delivery Exception'],
    ['collection_exception', 'Collection Exception'],
    ['canceled', 'Canceled'],
    ['placed_in_mail', 'Placed In Mail'],
    ['SHIPPED', 'Shipped'],
  ])('%s -> %j', (code, label) => {
    expect(spotStatusLabel(code)).toBe(label);
  });

  it('labels every one of the twelve status codes', () => {
    expect(SPOT_STATUS_CODES).toHaveLength(12);
    for (const code of SPOT_STATUS_CODES) expect(spotStatusLabel(code)).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
  });
});

describe("spotDisplayStatus (spec 001 §4: 'first event of the first sample, else the first kit event, else the kit status, else 'Processing'')", () => {
  const cases: [string, SpotKitStatusLike, string][] = [
    [
      'first event of the first sample wins',
      {
        ...registered,
        status: 'registered',
        events: [{ status: 'delivered' }],
        samples: [{ events: [{ status: 'resulted' }, { status: 'received' }] }, { events: [{ status: 'rejected' }] }],
      },
      'Resulted',
    ],
    [
      'a first sample with no events falls back to the first kit event (not the second sample)',
      { ...registered, status: 'registered', events: [{ status: 'in_transit' }, { status: 'delivered' }], samples: [{ events: [] }, { events: [{ status: 'resulted' }] }] },
      'In Transit',
    ],
    ['no samples: first kit event', { ...registered, events: [{ status: 'awaiting_collection' }], samples: [] }, 'Awaiting Collection'],
    ['no events anywhere: kit status', { ...registered, status: 'canceled', events: [], samples: [{}] }, 'Canceled'],
    ['nothing at all: Processing', { ...registered }, 'Processing'],
    ['null lists: Processing', { ...registered, status: null, events: null, samples: null }, 'Processing'],
    ['a blank first sample event falls back to the first kit event', { ...registered, events: [{ status: 'delivered' }], samples: [{ events: [{ status: '   ' }] }] }, 'Delivered'],
    ['a blank first kit event falls back to the kit status', { ...registered, status: 'received', events: [{ status: ' ' }], samples: [{ events: [{ status: '' }] }] }, 'Received'],
    ['blank everywhere: Processing', { ...registered, status: '  ', events: [{ status: '\t' }], samples: [{ events: [{ status: ' ' }] }] }, 'Processing'],
    ['a status with spaces around reads as its code', { ...registered, samples: [{ events: [{ status: ' in_transit ' }] }] }, 'In Transit'],
    ["'If registered_to is empty the label is 'Partially Completed'' whatever the events say", { registered_to: {}, samples: [{ events: [{ status: 'resulted' }] }] }, 'Partially Completed'],
    ['missing registered_to is empty', { status: 'registered' }, 'Partially Completed'],
    ['null registered_to is empty', { registered_to: null, status: 'registered' }, 'Partially Completed'],
  ];
  it.each(cases)('%s', (_name, kit, label) => {
    expect(spotDisplayStatus(kit)).toBe(label);
  });

  it('spotStatusCode gives the trimmed code, or null when nothing gives a status', () => {
    expect(spotStatusCode({})).toBeNull();
    expect(spotStatusCode({ status: '   ', events: [{ status: '' }] })).toBeNull();
    expect(spotStatusCode({ samples: [{ events: [{ status: ' collected ' }] }] })).toBe('collected');
  });
});

describe("namidaStatusLabel (spec 001 §4: 'Empty gives 'Processing'; 'Results' displays as 'Completed'; 'OrderPlaced' displays 'Order Placed'')", () => {
  it.each<[string | null | undefined, string]>([
    ...BLANKS.map((blank): [string, string] => [blank, 'Processing']),
    [null, 'Processing'],
    [undefined, 'Processing'],
    ['Results', 'Completed'],
    [' Results ', 'Completed'],
    ['OrderPlaced', 'Order Placed'],
    ['KitShipped', 'Kit Shipped'],
    ['SampleReceived', 'Sample Received'],
    ['Received', 'Received'],
  ])('%j -> %j', (status, label) => {
    expect(namidaStatusLabel(status)).toBe(label);
  });
});

describe("measurementStatus (spec 001 §4: 'Server status pending and in_progress are both shown as pending')", () => {
  it.each([
    ['pending', 'pending'],
    ['in_progress', 'pending'],
    ['completed', 'completed'],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (status, shown) => {
    expect(measurementStatus(status)).toBe(shown);
  });

  it.each([
    ['pending', 'Pending'],
    ['in_progress', 'Pending'],
    ['completed', 'Completed'],
    ['', 'Pending'],
    ['  ', 'Pending'],
    [null, 'Pending'],
  ])('a 3D Look scan %j reads %j', (status, label) => {
    expect(bodyScanStatusLabel(status)).toBe(label);
  });
});

describe('kitDisplayStatus: one label per provider, for a parsed KitStatusData as for a partial status', () => {
  const spot = (over: Record<string, unknown>) =>
    KitStatusData.parse({ provider_code: 'spot', type: 'general-health', order_id: 'O-1', status: 'registered', events: [], samples: [], registered_to: { email: 'a@b.test' }, ...over });
  const sample = (status: string) => ({ id: 's1', sample_type: 'blood', events: [{ status, created: null }], shipments: [], report: null });
  const namida = (status: string) => ({ provider_code: 'namida', status, rawResults: null, results: null }) as KitStatusData;

  it.each<[string, KitStatusLike, string]>([
    ['Spot, current sample event', spot({ samples: [sample('collected')] }), 'Collected'],
    ['Spot, blank sample event: the first kit event', spot({ events: [{ status: 'delivered', created: null }], samples: [sample('  ')] }), 'Delivered'],
    ['Spot, blank everywhere: Processing', spot({ status: ' ', samples: [sample(' ')] }), 'Processing'],
    ['Spot, not confirmed', spot({ registered_to: {}, samples: [sample('resulted')] }), 'Partially Completed'],
    ['Namida empty', namida(''), 'Processing'],
    ['Namida whitespace only', namida('   '), 'Processing'],
    ['Namida Results', namida('Results'), 'Completed'],
    ['Namida OrderPlaced', namida('OrderPlaced'), 'Order Placed'],
    ['3D Look in_progress', { provider_code: '3d-look', status: 'in_progress' }, 'Pending'],
    ['3D Look completed', { provider_code: '3d-look', status: 'completed' }, 'Completed'],
    ['partial Spot status', { provider_code: 'spot', registered_to: { a: 'b' } }, 'Processing'],
    ['partial Namida status', { provider_code: 'namida' }, 'Processing'],
  ])('%s -> %j', (_name, data, label) => {
    expect(kitDisplayStatus(data)).toBe(label);
  });

  it("is the same function from the zod-free '/light' entry", () => {
    expect(light.kitDisplayStatus).toBe(kitDisplayStatus);
    expect(light.spotDisplayStatus).toBe(spotDisplayStatus);
    expect(light.namidaStatusLabel).toBe(namidaStatusLabel);
  });
});
