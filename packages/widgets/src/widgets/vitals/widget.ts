import { describeWidget } from '../../registry/widget-descriptor';
import type { VitalsProps } from './vitals';

export const vitalsWidget = describeWidget<VitalsProps>({
  folder: 'vitals',
  names: ['Vitals'],
  tag: 'hd-vitals',
  featureFlag: 'vitals',
  description:
    "Virtual Vitals (spec 001 §2, §4): the steps base (the six measures, Learn more, Take my vitals), information (with the 'Learn more about vitals' panel), instructions and permissions (Continue goes to the scan), and snapshot (the last vitals with status badges, History and Retake), shown first when a vital exists. The vital is decrypted in the browser; a locked one asks for the password.",
  attributes: [
    { prop: 'scanHref', type: 'string', description: 'The scan (default /client/vitals).' },
    { prop: 'historyHref', type: 'string', description: 'The history (default /client/vitals/history).' },
  ],
  parts: [
    { name: 'widget', description: 'The card.' },
    { name: 'title', description: "'Virtual Vitals'." },
    { name: 'body', description: 'The current step.' },
    { name: 'vitals', description: 'The last vitals (snapshot step).' },
    { name: 'badge', description: 'A status badge (Good, Warning, Bad, Unavailable).' },
    { name: 'button', description: 'The step buttons and links.' },
    { name: 'skeleton', description: 'The loading skeleton.' },
    { name: 'locked', description: 'The signed-out text, or the locked state with its password prompt.' },
  ],
  load: () => import('./element'),
});
