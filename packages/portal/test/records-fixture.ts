import type { BodyMetricRecord, Kit } from '@healthdeck/contract';

// Records as the server answers them (contract shapes), shared by the portal's screen tests.

/** A resulted Spot kit of the member (spec 001 §3 Kit, test kit summary). */
export const kitRecord = (overrides: Partial<Kit> = {}): Kit => ({
  id: '00000000-0000-4000-8000-000000000001',
  kit_id: 'SPT-DEMO0001',
  provider_code: 'spot',
  status: 'resulted',
  encrypted_data: null,
  updated_at: '2026-01-06T10:00:00.000Z',
  test_code: 'general-health',
  name: 'General Health',
  biomarkers: 8,
  order_number: 'HD100001',
  order_date: '2026-01-05T12:00:00.000Z',
  confirmed: true,
  results_ready: true,
  created_at: '2026-01-05T12:00:00.000Z',
  sandbox: null,
  ...overrides,
});

/** Last night from a device (spec 001 §3 Body metric record, sleep summary): 7 h 45 min. */
export const sleepNight: BodyMetricRecord = {
  date: '2026-11-21',
  kind: 'sleep_summary',
  sandbox: null,
  data: {
    sleep_health: {
      summary: {
        sleep_summary: {
          duration: {
            sleep_start_datetime_string: '2026-11-20T22:00:00.000Z',
            sleep_end_datetime_string: '2026-11-21T05:45:00.000Z',
            light_sleep_duration_seconds_int: 15300,
            deep_sleep_duration_seconds_int: 5400,
            rem_sleep_duration_seconds_int: 7200,
          },
        },
      },
    },
  },
};
