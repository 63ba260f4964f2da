import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATIONS } from '@healthdeck/contract/light';
import { ToastViewport } from './toast';
import { setToastLocations } from '@healthdeck/sdk';
import { clearToasts, getToasts, toast } from './toast-store';

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  // spec 000 §9: 4000 ms for error, success, default; 8000 ms for warning, info.
  it.each([
    ['error', 4000, 'Error'],
    ['success', 4000, 'Success!'],
    ['default', 4000, 'Information'],
    ['warning', 8000, 'Oops!'],
    ['info', 8000, 'Information'],
  ] as const)('%s stays %i ms with the title %s', (kind, ms, title) => {
    expect(TOAST_DURATIONS[kind]).toBe(ms);
    render(<ToastViewport />);
    act(() => {
      toast({ kind, message: `a ${kind} toast` });
    });
    expect(screen.getByText(`a ${kind} toast`)).toBeTruthy();
    expect(screen.getByText(title)).toBeTruthy();
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(screen.queryByText(`a ${kind} toast`)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(`a ${kind} toast`)).toBeNull();
  });

  it.each(['persistent', 'formError'] as const)('%s stays until dismissed', (kind) => {
    render(<ToastViewport />);
    act(() => {
      toast({ kind, message: 'stays' });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toContain('stays');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('stays')).toBeNull();
  });

  it('takes an explicit title such as Thank you!', () => {
    render(<ToastViewport />);
    act(() => {
      toast({ kind: 'success', title: 'Thank you!', message: 'Feedback sent' });
    });
    expect(screen.getByRole('status').textContent).toContain('Thank you!');
  });

  it('announces errors as alerts and the rest as status', () => {
    render(<ToastViewport />);
    act(() => {
      toast({ kind: 'error', message: 'bad' });
      toast('plain message');
    });
    expect(screen.getByRole('alert').textContent).toContain('bad');
    expect(screen.getByRole('status').textContent).toContain('plain message');
  });

  // spec 000 §2: on admin and client paths a toast shows only where an entry with display_status
  // matches (a * matches exactly one segment); on any other path toasts always show.
  describe('toast-message locations', () => {
    afterEach(() => setToastLocations([]));

    it.each([
      ['/client/home', true],
      ['/client/profile', false],
      ['/admin/users', true],
      ['/admin/users/42', false],
      ['/admin', false],
      ['/client/unlock', false],
      ['/sign-in', true],
      ['/', true],
    ] as const)('on %s shows: %s', (path, shown) => {
      setToastLocations([
        { path: '/client/home', display_status: true },
        { path: '/admin/*', display_status: true },
        { path: '/client/unlock', display_status: false },
      ]);
      const id = toast({ kind: 'success', message: 'Saved' }, path);
      expect(id !== null).toBe(shown);
      expect(getToasts().some((item) => item.message === 'Saved')).toBe(shown);
    });

    it('hides every toast on client paths until an entry allows one', () => {
      expect(toast('nothing allowed yet', '/client/home')).toBeNull();
      expect(getToasts()).toEqual([]);
    });
  });
});
