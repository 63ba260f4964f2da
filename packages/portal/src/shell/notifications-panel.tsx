import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@healthdeck/contract/light';
import { $language, sendNotificationsRead, unreadNotificationsQuery, type MarkReadTarget } from '@healthdeck/sdk';
import { Button, Modal, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { formatWhen } from './format-when.js';
import { notificationsMessages } from './notifications-messages.js';
import './modal-sheet.js';

/**
 * The notifications list (loaded when the header button opens it, so neither it nor the Modal
 * primitive is in the first load): the unread notifications the header counts (the same query), each
 * marked read on its own or all at once (spec 000 §7.6 POST mark-as-read).
 */
export default function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const sdk = useHealthDeck();
  const t = useMessages(notificationsMessages);
  const language = useStore($language);
  const unread = useQuery(unreadNotificationsQuery(sdk));
  const [marking, setMarking] = useState<MarkReadTarget | null>(null);
  const [markFailed, setMarkFailed] = useState(false);
  const list = unread.data?.notifications ?? [];
  const panel = useRef<HTMLDivElement>(null);
  // A notification marked read takes its button away: keep the focus in the dialog (Tab and Escape
  // go on working) rather than letting it fall to the page behind.
  const shown = list.length;
  useEffect(() => {
    const box = panel.current;
    if (box && shown >= 0 && document.activeElement === document.body) box.focus();
  }, [shown]);

  async function mark(target: MarkReadTarget) {
    setMarking(target);
    setMarkFailed(false);
    try {
      await sendNotificationsRead(sdk, target);
    } catch {
      setMarkFailed(true);
    } finally {
      setMarking(null);
    }
  }

  return (
    <Modal open onClose={onClose} title={t.title} variant="side" side="right" size="sm">
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
                <NotificationItem key={item.id} item={item} when={formatWhen(item.created_at, language)} busy={marking !== null} onRead={() => void mark([item.id])} onOpen={onClose} />
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
