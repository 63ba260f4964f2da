import { describeWidget } from '../../registry/widget-descriptor';
import type { VitalsHistoryProps } from './vitals-history';

export const vitalsHistoryWidget = describeWidget<VitalsHistoryProps>({
  folder: 'vitals-history',
  tag: 'hd-vitals-history',
  featureFlag: 'vitals',
  description:
    "The member's vitals, newest first (spec 001 §2 /client/vitals/history): each scan's heart rate (bpm), HR variability (ms), blood pressure (mmHg), respiration rate, O2 saturation (SpO2 %) and stress index (Normal), with status badges Good / Warning / Bad / Unavailable and the healthy ranges. Decrypted in the browser; a password prompt while locked.",
  attributes: [{ prop: 'scanHref', type: 'string', description: 'The scan, for the empty state (default /client/vitals).' }],
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [
    { name: 'widget', description: 'The screen.' },
    { name: 'title', description: "'Vitals history'." },
    { name: 'body', description: 'The scans, the empty state or the failure.' },
    { name: 'vitals', description: 'One scan’s vitals.' },
    { name: 'badge', description: 'A status badge.' },
    { name: 'button', description: 'The links and pager buttons.' },
    { name: 'skeleton', description: 'The loading skeleton.' },
    { name: 'locked', description: 'The signed-out text, or the locked state with its password prompt.' },
    { name: 'error', description: 'The load failure message.' },
  ],
  load: () => import('./element'),
});
