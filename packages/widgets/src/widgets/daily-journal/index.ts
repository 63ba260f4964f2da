// @healthdeck/widgets/daily-journal: the widget's public surface (component, props, strings, sheet, descriptor).
export { DailyJournal } from './daily-journal';
export type { DailyJournalProps } from './daily-journal';
export { dailyJournalMessages } from './messages';
export type { DailyJournalMessages } from './messages';
export { dailyJournalStyles } from './styles';
export { dailyJournalWidget } from './widget';
