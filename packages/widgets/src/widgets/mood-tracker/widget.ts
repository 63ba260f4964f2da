import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { MoodTrackerProps } from './mood-tracker';

export const moodTrackerWidget = describeWidget<MoodTrackerProps>({
  folder: 'mood-tracker',
  names: ['Mood Tracker'],
  tag: 'hd-mood-tracker',
  description: "Today's mood, one of six (spec 001 §3, §4).",
  events: [
    { prop: 'onChange', name: 'hd-change', description: 'After the server confirmed a mood; detail {mood}.' },
    { prop: 'onError', name: 'hd-error', description: 'A load or log failed (nothing is shown, spec 001 §8); detail {message}.' },
  ],
  parts: [
    ...commonParts('body', 'prompt', 'empty', 'skeleton'),
    { name: 'options', description: 'The mood buttons.' },
    { name: 'option', description: 'Each mood button.' },
    { name: 'option-current', description: "Today's mood." },
  ],
  load: () => import('./element'),
});
