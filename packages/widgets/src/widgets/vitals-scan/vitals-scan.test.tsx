// spec 001 §2 (/client/vitals: the scan after the permissions step and on Retake), §3 (the vital
// saved encrypted), §9 (scan about 60 seconds): camera refused or absent, the 60-second progress,
// the live-scan session and the sealed save, the camera stopped when leaving.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openRecord } from '@healthdeck/crypto/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { recordedUserFlow } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { memberWithVitals, SCAN_VALUES } from '../../vitals/fake-vitals';
import { VitalsScan, type VitalsScanProps } from './vitals-scan';

// jsdom draws no video: the oval's colour comes from this stand-in, a steady 72 bpm green pulse.
vi.mock('./face-signal', async (original) => ({
  ...(await original<typeof import('./face-signal')>()),
  createFrameReader: () => () => ({ r: 150, g: 120 + Math.sin((2 * Math.PI * 72 * Date.now()) / 60_000), b: 90 }),
}));

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
    expect(server.called('vitalScan')).toHaveLength(0);
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
  it('runs 60 seconds with a progress bar, reads the vitals through the live-scan session and saves them sealed under the data key', async () => {
    const { track } = fakeCamera();
    const { server, client, key } = await memberWithVitals();
    const onSave = vi.fn();
    renderScan(client, { onSave });
    const start = (await screen.findByRole('button', { name: 'Start scan' })) as HTMLButtonElement;
    await vi.waitFor(() => expect(start.disabled).toBe(false));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    act(() => start.click());
    // The scan's code (scan-session.ts) loads on Start scan: the progress shows, and the reading
    // starts once it has loaded.
    expect(await screen.findByRole('progressbar', { name: 'Scan progress' })).toBeTruthy();
    await act(async () => {
      await import('./scan-session');
    });
    await act(() => vi.advanceTimersByTimeAsync(30_050));
    // spec 000 §3.4: the facial scan starts with Start scan, once.
    expect(recordedUserFlow(server)).toEqual(['facial_scan_started']);
    const progress = screen.getByRole('progressbar', { name: 'Scan progress' }) as HTMLProgressElement;
    expect(progress.max).toBe(60);
    expect(progress.value).toBe(30);
    expect(screen.getByText('30 seconds left')).toBeTruthy();
    expect(server.called('vitalScan')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(30_100));
    vi.useRealTimers();
    expect(await screen.findByText('Your vitals are saved.')).toBeTruthy();
    // The session got the oval's light signal (10 frames a second over 60 s), never an image.
    const frames = (server.called('vitalScan')[0]!.body as { frames: { t: number; r: number; g: number; b: number }[] }).frames;
    expect(frames.length).toBeGreaterThanOrEqual(590);
    expect(Object.keys(frames[0]!).sort()).toEqual(['b', 'g', 'r', 't']);
    // What was saved is the session's values, sealed in the browser.
    const saved = (server.called('vitalCreate')[0]!.body as { encrypted_data: string }).encrypted_data;
    expect(saved.startsWith('hd1.')).toBe(true);
    // Not the values' JSON in clear (the ciphertext's base64 may hold any two digits by chance).
    expect(atob(saved.slice('hd1.'.length))).not.toContain('"hr":66');
    expect(await openRecord(saved, { dataKey: key })).toEqual(SCAN_VALUES);
    expect(onSave).toHaveBeenCalledWith({ id: server.state.records[0]!.id });
    await vi.waitFor(() => expect(recordedUserFlow(server)).toEqual(['facial_scan_started', 'facial_scan_finished']));
    expect(document.querySelector('[data-vital="heartRate"]')?.textContent).toBe('Heart rate66 bpmGoodHealthy range: 60-100 BPM');
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/client/vitals/history');
    // The scan is done: the camera is off.
    expect(track.stop).toHaveBeenCalled();
  });

  it('Cancel stops the scan before it is sent', async () => {
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
    expect(server.called('vitalScan')).toHaveLength(0);
    // Started, never finished.
    expect(recordedUserFlow(server)).toEqual(['facial_scan_started']);
  });

  it('a session that reads no pulse shows the server’s message as returned, saves nothing, and Try again goes back to the camera', async () => {
    fakeCamera();
    const message = 'We could not read your vitals. Keep your face inside the oval, in good light, and try again.';
    const { server, client } = await memberWithVitals([], { scanRefusal: message });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    renderScan(client, { onError });
    const start = (await screen.findByRole('button', { name: 'Start scan' })) as HTMLButtonElement;
    await vi.waitFor(() => expect(start.disabled).toBe(false));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    act(() => start.click());
    await act(async () => {
      await import('./scan-session');
    });
    await act(() => vi.advanceTimersByTimeAsync(60_200));
    vi.useRealTimers();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onError).toHaveBeenCalledWith({ message });
    expect(server.called('vitalScan')).toHaveLength(1);
    expect(server.called('vitalCreate')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start scan' })).toBeTruthy();
  });
});
