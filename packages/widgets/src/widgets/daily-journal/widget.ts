import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { DailyJournalProps } from './daily-journal';

export const dailyJournalWidget = describeWidget<DailyJournalProps>({
  folder: 'daily-journal',
  names: ['Daily Journal'],
  tag: 'hd-daily-journal',
  description: 'The Daily Journal panel: the streak card, hydration and mood side by side, symptoms below, with the guided tour (spec 001 §2, §4).',
  events: [
    { prop: 'onStartTour', name: 'hd-tour-start', description: 'The guided tour started.' },
    { prop: 'onTourEnd', name: 'hd-tour-end', description: 'The tour ended after the symptoms step.' },
  ],
  cssProperties: [
    { name: '--hd-color-streak-completed', description: "A completed day of the streak card's week." },
    { name: '--hd-color-streak-missed', description: "A missed day of the streak card's week." },
  ],
  parts: [
    ...commonParts('title'),
    { name: 'header', description: 'The heading row.' },
    { name: 'tour-link', description: "'Take the tour'." },
    { name: 'top', description: 'The streak card slot.' },
    { name: 'pair', description: 'Hydration and mood side by side.' },
    { name: 'tour', description: 'The guided tour callout.' },
  ],
  load: () => import('./element'),
});
