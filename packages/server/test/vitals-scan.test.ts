// spec 001 §2 (the vitals scan at /client/vitals), §3 (hr, hrv, sbp, dbp, rr, spo2), §9 (about
// 60 seconds): the live-scan session through the vitals sandbox reads the face oval's light signal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VitalScanResponse, VitalsResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember } from './helpers/accounts.js';
import { pulseFrames } from './helpers/vital-frames.js';
import { readVitals } from '../src/vendors/vitals-sandbox.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const UNREADABLE = 'We could not read your vitals. Keep your face inside the oval, in good light, and try again.';

describe('vitals sandbox (readVitals)', () => {
  it.each([54, 72, 96])('reads a %i bpm pulse from the green channel', (bpm) => {
    expect(readVitals(pulseFrames(bpm))?.hr).toBe(bpm);
  });

  it('reads breathing from a slow rhythm and gives every value of the vitals record in plausible ranges', () => {
    const frames = pulseFrames(66).map((f) => ({ ...f, g: f.g + 3 * Math.sin((2 * Math.PI * 15 * f.t) / 60_000) }));
    const values = readVitals(frames)!;
    expect(values.rr).toBe(15);
    expect(values.hr).toBe(66);
    expect(values.hrv).toBeGreaterThanOrEqual(20);
    expect(values.hrv).toBeLessThanOrEqual(80);
    expect(values.sbp).toBeGreaterThan(values.dbp);
    expect(values.spo2).toBeGreaterThanOrEqual(95);
    expect(values.spo2).toBeLessThanOrEqual(99);
  });

  it('reads nothing from a short, dark or unchanging signal', () => {
    expect(readVitals(pulseFrames(72, { seconds: 2 }))).toBeNull();
    expect(readVitals(pulseFrames(72, { base: 5 }))).toBeNull();
    expect(readVitals(pulseFrames(72, { amplitude: 0 }))).toBeNull();
  });
});

describe('POST /api/client/vitals/scan', () => {
  it('answers the values and keeps nothing', async () => {
    const member = await signedInMember(server);
    const res = await server.call<VitalScanResponse>('vitalScan', { token: member.accessToken, body: { frames: pulseFrames(80) } });
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({ hr: 80 });
    expect(Object.keys(res.body.values).sort()).toEqual(['dbp', 'hr', 'hrv', 'rr', 'sbp', 'spo2']);
    const list = await server.call<VitalsResponse>('vitals', { token: member.accessToken });
    expect(list.body.vitals.total_count).toBe(0);
  });

  it('refuses a signal without a pulse with a message the member can act on, and bad frames by field', async () => {
    const member = await signedInMember(server);
    const flat = await server.call('vitalScan', { token: member.accessToken, body: { frames: pulseFrames(72, { amplitude: 0 }) } });
    expect(flat).toMatchObject({ status: 400, body: { message: UNREADABLE } });
    const bad = await server.call('vitalScan', { token: member.accessToken, body: { frames: [] } });
    expect(bad.status).toBe(400);
    const anonymous = await server.call('vitalScan', { body: { frames: pulseFrames(72) } });
    expect(anonymous.status).toBe(401);
  });
});
