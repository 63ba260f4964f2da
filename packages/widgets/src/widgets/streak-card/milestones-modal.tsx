import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useMessages } from '../../i18n/language';
import { Modal } from '../../primitives/modal/modal';
import { streakMessages } from './messages';
import { milestoneIcon, milestoneLine } from './streak-card';
import { WeeksForm, type MilestoneChangeDetail } from './weeks-form';
import { streaksQuery } from '@healthdeck/sdk';

export interface MilestonesModalProps {
  open: boolean;
  onClose: () => void;
  /** After the member saved their weeks pregnant in the modal. */
  onChange?: (detail: MilestoneChangeDetail) => void;
}

// spec 001 §4 Symptoms: after the first symptoms the journal opens the milestones modal (streak data
// is_first_time); it lists the member's milestone and streak, and asks for weeks pregnant when the
// pregnancy milestone has none yet. The streak is read from the shared ['streaks'] cache.
export function MilestonesModal({ open, onClose, onChange }: MilestonesModalProps) {
  const client = useHealthDeck();
  const session = useStore(client.$session);
  const t = useMessages(streakMessages);
  const streak = useQuery({ ...streaksQuery(client), retry: false, enabled: open && session !== null });
  const data = streak.data;
  const info = data?.milestone_info ?? null;
  const line = data ? milestoneLine(data, t) : null;
  return (
    <Modal open={open} onClose={onClose} title={t.milestonesTitle} size="sm">
      {streak.isPending ? (
        <p role="status" aria-busy="true" className="hd-streak__loading">
          {t.loading}
        </p>
      ) : !data ? null : (
        <div className="hd-widget-card hd-streak hd-streak--modal" part="milestones">
          <ul className="hd-streak__milestones" aria-label={t.milestonesTitle}>
            <li className="hd-streak__milestone-item">
              <span className="hd-streak__icon" aria-hidden="true">
                {milestoneIcon('flame')}
              </span>
              {t.streak(data.streak.current)}
            </li>
            {info?.event ? (
              <li className="hd-streak__milestone-item">
                <span className="hd-streak__icon" aria-hidden="true">
                  {milestoneIcon(info.icon)}
                </span>
                <span className="hd-streak__event">{info.event.title}</span>
                <span className="hd-streak__name">{info.event.name}</span>
                {line ? <span className="hd-streak__period">{line}</span> : null}
              </li>
            ) : (
              <li className="hd-streak__milestone-item">{t.noMilestone}</li>
            )}
          </ul>
          {data.should_prompt_milestone && info ? <WeeksForm client={client} milestoneId={info.id} t={t} onSaved={(detail) => onChange?.(detail)} /> : null}
        </div>
      )}
    </Modal>
  );
}
