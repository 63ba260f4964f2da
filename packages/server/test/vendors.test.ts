// The sandbox vendors as pure functions: status walks, result ranges, score bands, body
// measurements, geocoding and distance (a sandbox behaves like the vendor).
import { describe, expect, it } from 'vitest';
import { kitDisplayStatus, SPOT_PANELS, SPOT_STATUS_CODES, type SpotPanelCode } from '@healthdeck/contract';
import { spotReport, spotResult, SPOT_SAMPLE_STEPS } from '../src/vendors/spot-sandbox.js';
import { SPOT_BIOMARKERS, SPOT_PANEL_BIOMARKERS } from '../src/vendors/spot-panels.js';
import { auriaInterpretation, auriaScore, namidaReport } from '../src/vendors/namida-sandbox.js';
import { bodyMeasurement, bodyScanReport } from '../src/vendors/body-scan-sandbox.js';
import { sandboxStep, SANDBOX_STEP_MS, type SandboxKit } from '../src/vendors/vendor-adapters.js';
import { haversineMiles } from '../src/vendors/geocoding-adapter.js';
import { sandboxGeocoder } from '../src/vendors/geocoding-sandbox.js';

const start = new Date('2026-01-01T00:00:00Z');
const kit = (over: Partial<SandboxKit> = {}): SandboxKit => ({
  kit_id: 'SPT-TEST0001',
  test_code: 'general-health',
  registered_to: { email: 'a@b.test' },
  started_at: start,
  mode: 'timed',
  manual_steps: 0,
  ...over,
});
const at = (steps: number) => new Date(start.getTime() + steps * SANDBOX_STEP_MS);

describe('sandbox steps', () => {
  it('counts timed steps, adds admin advances and stops at the last status', () => {
    expect(sandboxStep(kit({ started_at: null }), at(9), 5)).toBe(-1);
    expect(sandboxStep(kit(), at(0), 5)).toBe(0);
    expect(sandboxStep(kit(), at(2.5), 5)).toBe(2);
    expect(sandboxStep(kit({ manual_steps: 2 }), at(1), 5)).toBe(3);
    expect(sandboxStep(kit(), at(99), 5)).toBe(5);
    expect(sandboxStep(kit({ mode: 'manual', manual_steps: 1 }), at(99), 5)).toBe(1);
  });
});

describe('Spot sandbox (spec 001 §3, §4)', () => {
  it('walks the spec’s status codes, newest event first, with the label the testing center shows', () => {
    const labels: string[] = [];
    for (let step = 0; step < SPOT_SAMPLE_STEPS.length; step += 1) {
      const report = spotReport(kit(), at(step));
      if (report.data.provider_code !== 'spot') throw new Error('spot');
      expect(report.status).toBe(SPOT_SAMPLE_STEPS[step]);
      expect(report.data.samples[0].events[0].status).toBe(SPOT_SAMPLE_STEPS[step]);
      expect(SPOT_STATUS_CODES).toContain(report.status);
      labels.push(kitDisplayStatus(report.data));
    }
    expect(labels).toEqual(['Awaiting Collection', 'Collected', 'In Transit', 'Received', 'Preparing', 'Resulted']);
    expect(kitDisplayStatus(spotReport(kit({ started_at: null, registered_to: null }), at(0)).data)).toBe('Partially Completed');
    expect(spotReport(kit(), at(1)).unregisterable).toBe(false);
    expect(spotReport(kit(), at(0)).unregisterable).toBe(true);
  });

  it('reports every panel’s biomarkers with ordered ranges and a level that matches the value', () => {
    for (const panel of Object.keys(SPOT_PANELS) as SpotPanelCode[]) {
      const report = spotReport(kit({ test_code: panel, kit_id: `SPT-${panel}` }), at(9));
      if (report.data.provider_code !== 'spot') throw new Error('spot');
      const results = report.data.samples.flatMap((s) => s.report?.results ?? []);
      expect(results.map((r) => r.name).sort()).toEqual(SPOT_PANEL_BIOMARKERS[panel].map((k) => SPOT_BIOMARKERS[k].name).sort());
    }
    let levels = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const r = spotResult(`SPT-${i}`, 'glucose');
      expect([r.report_min, r.low_min, r.healthy_min, r.healthy_max, r.high_max, r.report_max]).toEqual(
        [...[r.report_min, r.low_min, r.healthy_min, r.healthy_max, r.high_max, r.report_max]].sort((a, b) => a - b),
      );
      const v = Number(r.result);
      expect(r.result_level).toBe(v < r.healthy_min ? 'L' : v > r.healthy_max ? 'H' : 'N');
      levels = levels.add(r.result_level);
    }
    expect([...levels].sort()).toEqual(['H', 'L', 'N']);
    expect(spotResult('SPT-1', 'hiv')).toMatchObject({ hideScale: true, result: expect.stringMatching(/reactive/i) });
  });
});

describe('Namida sandbox (spec 001 §4, §9)', () => {
  it('walks OrderPlaced → KitShipped → SampleReceived → Results', async () => {
    const statuses = [];
    for (let step = -1; step <= 3; step += 1) {
      const report = await namidaReport(kit({ kit_id: 'AUR-1', test_code: 'auria', started_at: step < 0 ? null : start }), at(Math.max(0, step)));
      statuses.push(report.status);
    }
    expect(statuses).toEqual(['', 'OrderPlaced', 'KitShipped', 'SampleReceived', 'Results']);
  });

  it('bands scores as the spec says: low below 0.1, medium 0.1 to 1.0, high above 1.0', () => {
    expect(auriaInterpretation(-6)).toBe('low');
    expect(auriaInterpretation(0.09)).toBe('low');
    expect(auriaInterpretation(0.1)).toBe('medium');
    expect(auriaInterpretation(1.0)).toBe('medium');
    expect(auriaInterpretation(1.01)).toBe('high');
    const scores = Array.from({ length: 300 }, (_, i) => auriaScore(`AUR-${i}`));
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(-6);
    expect(Math.max(...scores)).toBeLessThanOrEqual(4);
    expect(new Set(scores.map(auriaInterpretation)).size).toBe(3);
  });
});

describe('3D Look sandbox', () => {
  it('goes pending → in_progress → completed with a plausible measurement; pending and in_progress read Pending', () => {
    const steps = [0, 1, 2].map((s) => bodyScanReport(kit({ kit_id: 'SCN-1', test_code: 'body-scan' }), at(s)));
    expect(steps.map((r) => r.status)).toEqual(['pending', 'in_progress', 'completed']);
    expect(steps.map((r) => kitDisplayStatus(r.data))).toEqual(['Pending', 'Pending', 'Completed']);
    const m = bodyMeasurement('SCN-1');
    expect(m.bmi).toBeGreaterThanOrEqual(19);
    expect(m.bmi).toBeLessThanOrEqual(31);
    expect(m.fat_body_mass + m.lean_body_mass).toBeGreaterThan(40);
  });
});

describe('geocoding sandbox and haversine', () => {
  it('places ZIP codes and city names, and nothing else', async () => {
    const geo = sandboxGeocoder();
    expect(await geo.geocode('233 S Wacker Dr, Chicago, IL 60606')).toMatchObject({ lat: 41.8781, formatted_address: 'Chicago, IL 60606, USA' });
    expect(await geo.geocode('seattle')).toMatchObject({ formatted_address: 'Seattle, WA, USA' });
    expect(await geo.geocode('Nowhere at all')).toBeNull();
  });

  it('measures great-circle miles', () => {
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 0 })).toBe(0);
    // One degree of latitude is about 69.1 miles.
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.09, 1);
    // New York to Los Angeles: about 2,445 miles.
    expect(haversineMiles({ lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 })).toBeCloseTo(2445, -1);
  });
});
