// spec 001 §2 (/client/vitals: the scan after the permissions step and on Retake), §3 (the vital
// saved encrypted), §9 (scan about 60 seconds): camera refused or absent, the 60-second progress,
// the reading in the browser and the sealed save of what it measured, "no pulse" with Try again,
// the camera stopped when leaving. The pipeline itself is tested in vitals/rppg.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openRecord } from '@healthdeck/crypto/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { recordedUserFlow } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { BROWSER_RPPG_METHOD } from '@healthdeck/sdk';
import { memberWithVitals } from '../../vitals/fake-vitals';
import type { PulseReading } from '../../vitals/rppg';
import { VitalsScan, type VitalsScanProps } from './vitals-scan';

// happy-dom draws no video: the pulse reader answers this reading when the scan ends.
const reader = vi.hoisted(() => ({ reading: null as PulseReading | null, reads: 0 }));
vi.mock('../../vitals/pulse-reader', () => ({
  createPulseReader: () => ({
    frame: () => {},
    read: async () => {
      reader.reads++;
      return reader.reading;
    },
    close: () => {},
  }),
}));
const PULSE: PulseReading = { pulse: true, hr: 66, hrv: 52, rr: 15, quality: 9.4, frameRate: 30 };

function fakeCamera() {
  const track = { stop: vi.fn(), kind: 'video' };
  const stream = new MediaStream();
  Object.defineProperty(stream, 'getTracks', { value: () => [track] });
  const getUserMedia = vi.fn(async () => stream);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return { track, getUserMedia };
}

function refuseCamera(name: string) {
  const getUserMedia = vi.fn(async () => {
    throw new DOMException('refused', name);
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return getUserMedia;
}

function renderScan(client: HealthDeck, props: VitalsScanProps = {}) {
  return render(
    <HealthDeckProvider client={client}>
      <VitalsScan {...props} />
    </HealthDeckProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {});
  reader.reading = PULSE;
  reader.reads = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

describe('VitalsScan camera (spec 001 §2)', () => {
  it('camera refused: says so, offers Back to vitals and Try again, and saves nothing', async () => {
    const getUserMedia = refuseCamera('NotAllowedError');
    const { server, client } = await memberWithVitals();
    const user = userEvent.setup();
    renderScan(client);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Camera access was refused, so your vitals cannot be taken. Allow the camera for this site in your browser settings, then try again.',
    );
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } }, audio: false });
    expect(screen.getByRole('link', { name: 'Back to vitals' }).getAttribute('href')).toBe('/client/home');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(server.called('vitalCreate')).toHaveLength(0);
  });

  it('no camera (NotFoundError, or no mediaDevices at all): says so with the way back only', async () => {
    refuseCamera('NotFoundError');
    const { server, client } = await memberWithVitals();
    const { unmount } = renderScan(client, { backHref: '/client/dashboard' });
    expect((await screen.findByRole('alert')).textContent).toBe('No camera was found. Connect a camera, or use a device with one, to take your vitals.');
    expect(screen.getByRole('link', { name: 'Back to vitals' }).getAttribute('href')).toBe('/client/dashboard');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    renderScan(client);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^No camera was found/);
    expect(server.called('vitalCreate')).toHaveLength(0);
  });

  it('shows the camera with the face oval; Start scan waits for the camera; leaving stops the camera', async () => {
    const { track } = fakeCamera();
    const { client } = await memberWithVitals();
    const { unmount } = renderScan(client);
    const start = (await screen.findByRole('button', { name: 'Start scan' })) as HTMLButtonElement;
    await vi.waitFor(() => expect(start.disabled).toBe(false));
    expect(screen.getByLabelText('Your camera').tagName).toBe('VIDEO');
    expect(document.querySelector('.hd-vitals-scan__oval ellipse')).toBeTruthy();
    expect(screen.getByText('Align your face inside the oval and stay still.')).toBeTruthy();
    expect(track.stop).not.toHaveBeenCalled();
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });
});

describe('VitalsScan scan (spec 001 §2, §3, §9)', () => {
  const fakeClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'performance'] });

  it('runs 60 seconds with a progress bar, reads the pulse in the browser and saves only what it measured, sealed under the data key', async () => {
    const { track } = fakeCamera();
    const { server, client, key } = await memberWithVitals();
    const onSave = vi.fn();
    renderScan(client, { onSave });
    const start = (await screen.findByRole('button', { name: 'Start scan' })) as HTMLButtonElement;
    await vi.waitFor(() => expect(start.disabled).toBe(false));
    fakeClock();
    act(() => start.click());
    // The scan's code (scan-session.ts) loads on Start scan: the progress shows, and the reading
    // starts once it has loaded.
    expect(await screen.findByRole('progressbar', { name: 'Scan progress' })).toBeTruthy();
    await act(async () => {
      await import('./scan-session');
    });
    await act(() => vi.advanceTimersByTimeAsync(30_100));
    // spec 000 §3.4: the facial scan starts with Start scan, once.
    expect(recordedUserFlow(server)).toEqual(['facial_scan_started']);
    const progress = screen.getByRole('progressbar', { name: 'Scan progress' }) as HTMLProgressElement;
    expect(progress.max).toBe(60);
    expect(progress.value).toBe(30);
    expect(screen.getByText('30 seconds left')).toBeTruthy();
    expect(reader.reads).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(30_100));
    vi.useRealTimers();
    expect(await screen.findByText('Your vitals are saved.')).toBeTruthy();
    expect(reader.reads).toBe(1);
    // The one request that carries values is the save, sealed in the browser.
    expect(server.calls.filter((c) => c.method === 'POST' && c.name !== 'userFlowActivity').map((c) => c.name)).toEqual(['vitalCreate']);
    const saved = (server.called('vitalCreate')[0]!.body as { encrypted_data: string }).encrypted_data;
    expect(saved.startsWith('hd1.')).toBe(true);
    // Not the values' JSON in clear (the ciphertext's base64 may hold any two digits by chance).
    expect(atob(saved.slice('hd1.'.length))).not.toContain('"hr":66');
    expect(await openRecord(saved, { dataKey: key })).toEqual({ method: BROWSER_RPPG_METHOD, hr: 66, hrv: 52, rr: 15, sbp: null, dbp: null, spo2: null });
    expect(onSave).toHaveBeenCalledWith({ id: server.state.records[0]!.id });
    await vi.waitFor(() => expect(recordedUserFlow(server)).toEqual(['facial_scan_started', 'facial_scan_finished']));
    expect(document.querySelector('[data-vital="heartRate"]')?.textContent).toBe('Heart rate66 bpmGoodHealthy range: 60-100 BPM');
    expect(document.querySelector('[data-vital="bloodPressure"]')?.textContent).toBe('Blood pressureNot measuredUnavailableHealthy range: 90/60 to 120/80 mmHg');
    expect(document.querySelector('[data-vital="o2Saturation"]')?.textContent).toBe('O2 saturationNot measuredUnavailableHealthy range: 95-100%');
    expect(document.querySelector('[data-vital="stressIndex"]')?.textContent).toBe('Stress indexNot measuredUnavailable');
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/client/vitals/history');
    // The scan is done: the camera is off.
    expect(track.stop).toHaveBeenCalled();
  });

  it('a shorter scan for tests (scanSeconds) counts down from its own length', async () => {
    fakeCamera();
    const { server, client } = await memberWithVitals();
    renderScan(client, { scanSeconds: 20 });
    const start = (await screen.findByRole('button', { name: 'Start scan' })) as HTMLButtonElement;
    await vi.waitFor(() => expect(start.disabled).toBe(false));
    fakeClock();
    act(() => start.click());
    await act(async () => {
      await import('./scan-session');
    });
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect((screen.getByRole('progressbar', { name: 'Scan progress' }) as HTMLProgressElement).max).toBe(20);
    expect(screen.getByText('15 seconds left')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(15_100));
    vi.useRealTimers();
    expect(await screen.findByText('Your vitals are saved.')).toBeTruthy();
    expect(server.called('vitalCreate')).toHaveLength(1);
  });

  it('Cancel stops the scan before anything is read or saved', async () => {
    fakeCamera();
    const { server, client } = await memberWithVitals();
    const user = userEvent.setup();
    renderScan(client);
    const start = (await screen.findByRole('button', { name: 'Start scan' })) as HTMLButtonElement;
    await vi.waitFor(() => expect(start.disabled).toBe(false));
    await user.click(start);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start scan' })).toBeTruthy();
    expect(reader.reads).toBe(0);
    expect(server.called('vitalCreate')).toHaveLength(0);
    // Started, never finished.
    expect(recordedUserFlow(server)).toEqual(['facial_scan_started']);
  });

  it.each([
    ['no-pulse', 'We could not read a pulse. Keep your face inside the oval, stay still in good, even light, and try again.'],
    ['too-dark', 'We could not read a pulse. It is too dark. Face a light, then try again.'],
    ['no-face', 'We could not read a pulse. We could not see your face. Keep your face inside the oval and try again.'],
  ] as const)('no pulse read (%s): says so and why, never a number, saves nothing, and Try again goes back to the camera', async (reason, message) => {
    fakeCamera();
    reader.reading = { pulse: false, reason, quality: null, frameRate: 30 };
    const { server, client } = await memberWithVitals();
    const onError = vi.fn();
    renderScan(client, { onError });
    const start = (await screen.findByRole('button', { name: 'Start scan' })) as HTMLButtonElement;
    await vi.waitFor(() => expect(start.disabled).toBe(false));
    fakeClock();
    act(() => start.click());
    await act(async () => {
      await import('./scan-session');
    });
    await act(() => vi.advanceTimersByTimeAsync(60_300));
    vi.useRealTimers();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(document.querySelector('[data-vital]')).toBeNull();
    expect(onError).toHaveBeenCalledWith({ message });
    expect(server.called('vitalCreate')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start scan' })).toBeTruthy();
  });
});
