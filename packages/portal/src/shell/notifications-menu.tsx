import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@healthdeck/contract/light';
import { $language, createNotificationsApi, notificationsQueries, type MarkReadTarget } from '@healthdeck/sdk';
import { Button, Modal, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { formatWhen } from './format-when.js';
import { notificationsMessages } from './notifications-messages.js';

/** Unread notifications are looked at again every minute while the portal is open. */
const REFRESH_MS = 60_000;

/**
 * spec 000 §7.6 Notifications (GET unread, POST mark-as-read), spec 001 §3 notifications state
 * (list, unreadCount, loading): the header button shows the unread count and opens the list, where
 * each notification (or all at once) is marked read.
 */
export function NotificationsMenu() {
  const sdk = useHealthDeck();
  const t = useMessages(notificationsMessages);
  const language = useStore($language);
  const api = useMemo(() => createNotificationsApi(sdk), [sdk]);
  const unread = useQuery({ ...notificationsQueries(api).unread(), refetchInterval: REFRESH_MS });
  const [open, setOpen] = useState(false);
  const [marking, setMarking] = useState<MarkReadTarget | null>(null);
  const [markFailed, setMarkFailed] = useState(false);
  const count = unread.data?.unread_count ?? 0;
  const list = unread.data?.notifications ?? [];
  const panel = useRef<HTMLDivElement>(null);
  // A notification marked read takes its button away: keep the focus in the dialog (Tab and Escape
  // go on working) rather than letting it fall to the page behind.
  const shown = list.length;
  useEffect(() => {
    const box = panel.current;
    if (open && box && shown >= 0 && document.activeElement === document.body) box.focus();
  }, [open, shown]);

  async function mark(target: MarkReadTarget) {
    setMarking(target);
    setMarkFailed(false);
    try {
      await api.markAsRead(target);
    } catch {
      setMarkFailed(true);
    } finally {
      setMarking(null);
    }
  }

  return (
    <>
      <button type="button" className="hd-topbar__notifications" aria-label={t.button(count)} aria-haspopup="dialog" onClick={() => setOpen(true)}>
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
      <Modal open={open} onClose={() => setOpen(false)} title={t.title} variant="side" side="right" size="sm">
        <div className="hd-notifications" ref={panel} tabIndex={-1}>
          {unread.isPending ? (
            <p role="status">{t.loading}</p>
          ) : unread.isError ? (
            <div role="alert">
              <p>{t.loadFailed}</p>
              <Button type="button" variant="outlined" onClick={() => void unread.refetch()}>
                {t.retry}
              </Button>
            </div>
          ) : list.length === 0 ? (
            <p className="hd-notifications__empty">{t.empty}</p>
          ) : (
            <>
              <Button type="button" variant="plain" loading={marking === 'all'} disabled={marking !== null} onClick={() => void mark('all')}>
                {t.markAllRead}
              </Button>
              <ul className="hd-notifications__list">
                {list.map((item) => (
                  <NotificationItem
                    key={item.id}
                    item={item}
                    when={formatWhen(item.created_at, language)}
                    busy={marking !== null}
                    onRead={() => void mark([item.id])}
                    onOpen={() => setOpen(false)}
                  />
                ))}
              </ul>
            </>
          )}
          {markFailed ? (
            <p role="alert" className="hd-field__error">
              {t.markFailed}
            </p>
          ) : null}
        </div>
      </Modal>
    </>
  );
}

function NotificationItem({ item, when, busy, onRead, onOpen }: { item: Notification; when: string; busy: boolean; onRead: () => void; onOpen: () => void }) {
  const t = useMessages(notificationsMessages);
  const navigate = useNavigate();
  const external = item.link !== null && /^https?:\/\//i.test(item.link);
  return (
    <li className="hd-notifications__item">
      <h3 className="hd-notifications__title">{item.title}</h3>
      <p className="hd-notifications__body">{item.body}</p>
      <p className="hd-notifications__when">
        <time dateTime={item.created_at}>{when}</time>
      </p>
      <div className="hd-notifications__actions">
        {item.link && external ? (
          <a href={item.link} target="_blank" rel="noopener noreferrer">
            {t.open}
          </a>
        ) : item.link ? (
          <Button
            type="button"
            variant="plain"
            onClick={() => {
              onOpen();
              void navigate(item.link ?? '/client/home');
            }}
          >
            {t.open}
          </Button>
        ) : null}
        <Button type="button" variant="outlined" disabled={busy} onClick={onRead} aria-label={`${t.markRead}: ${item.title}`}>
          {t.markRead}
        </Button>
      </div>
    </li>
  );
}
