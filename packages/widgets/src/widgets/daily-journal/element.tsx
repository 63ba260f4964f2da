import { defineWidgetElement } from '../../elements/define-element';
import { DailyJournal } from './daily-journal';
import { dailyJournalStyles } from './styles';
import { dailyJournalWidget } from './widget';

// The widget's lazily loaded code (WidgetModule): component, sheet and custom element.
export const Component = DailyJournal;
export const styles = dailyJournalStyles;
export const define = () => defineWidgetElement(dailyJournalWidget, DailyJournal, dailyJournalStyles);
