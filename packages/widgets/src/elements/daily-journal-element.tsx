import { DailyJournal, type DailyJournalProps } from '../widgets/daily-journal/daily-journal';
import { dailyJournalStyles } from '../widgets/daily-journal/styles';
import { defineElement } from './define-element';
import { withElementProvider } from './element-provider';

export const DAILY_JOURNAL_TAG = 'hd-daily-journal';

/**
 * `<hd-daily-journal>`: the streak card, hydration, mood and symptoms with the guided tour; no attributes;
 * events `hd-tour-start` when the guided tour starts and
 * `hd-tour-end` when it ends after the symptoms step (spec 001 §4). The journal widgets inside it
 * work as their own elements do.
 */
export function defineDailyJournal(): CustomElementConstructor {
  return defineElement<DailyJournalProps>({
    tag: DAILY_JOURNAL_TAG,
    component: DailyJournal,
    props: {},
    events: { onStartTour: 'hd-tour-start', onTourEnd: 'hd-tour-end' },
    styles: dailyJournalStyles,
    wrap: withElementProvider,
  });
}
