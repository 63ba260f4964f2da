import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unreadNotificationsQuery } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { notificationsMessages } from './notifications-messages.js';

/** Unread notifications are looked at again every minute while the portal is open. */
const REFRESH_MS = 60_000;

// The list (and the Modal primitive with it) loads on open, or when the pointer or focus reaches the
// button, so the first load of a page carries only the button and its count (first-load budget).
const loadPanel = () => import('./notifications-panel.js');
const NotificationsPanel = lazy(loadPanel);

/**
 * spec 000 §7.6 Notifications (GET unread, POST mark-as-read), spec 001 §3 notifications state
 * (list, unreadCount, loading): the header button shows the unread count and opens the list, where
 * each notification (or all at once) is marked read.
 */
export function NotificationsMenu() {
  const sdk = useHealthDeck();
  const t = useMessages(notificationsMessages);
  const unread = useQuery({ ...unreadNotificationsQuery(sdk), refetchInterval: REFRESH_MS });
  const [open, setOpen] = useState(false);
  const count = unread.data?.unread_count ?? 0;

  return (
    <>
      <button
        type="button"
        className="hd-topbar__notifications"
        aria-label={t.button(count)}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {count > 0 ? (
          <span className="hd-topbar__badge" aria-hidden="true" data-testid="unread-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationsPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
