import { describeWidget } from '../../registry/widget-descriptor';
import type { VitalsScanProps } from './vitals-scan';

export const vitalsScanWidget = describeWidget<VitalsScanProps>({
  folder: 'vitals-scan',
  tag: 'hd-vitals-scan',
  featureFlag: 'vitals',
  description:
    'The vitals scan (spec 001 §2 /client/vitals): asks for the camera, shows the face oval and the 60-second progress, reads the pulse from the oval’s skin in the browser (rPPG in a worker: no frame and no value leaves it unencrypted), and saves what it measured encrypted in the browser; no pulse read, the reason and Try again, never a number. Camera refused or absent: the reason and a way back, nothing saved.',
  attributes: [
    { prop: 'backHref', type: 'string', description: "Where 'Back to vitals' goes (default /client/home)." },
    { prop: 'historyHref', type: 'string', description: 'The history (default /client/vitals/history).' },
    { prop: 'scanSeconds', type: 'number', description: 'How long the scan reads the camera in seconds (default 60, the spec’s; shorter only for tests).' },
  ],
  events: [
    { prop: 'onSave', name: 'hd-change', description: 'The vital was saved; detail {id}.' },
    { prop: 'onError', name: 'hd-error', description: 'Reading or saving failed; detail {message}.' },
  ],
  parts: [
    { name: 'widget', description: 'The screen.' },
    { name: 'title', description: "'Take my vitals'." },
    { name: 'body', description: 'The camera, the result or the failure.' },
    { name: 'camera', description: 'The camera with the face oval.' },
    { name: 'progress', description: 'The scan progress.' },
    { name: 'vitals', description: 'The saved vitals.' },
    { name: 'badge', description: 'A status badge.' },
    { name: 'button', description: 'The links (Back to vitals, History).' },
    { name: 'error', description: 'A camera, reading or saving message.' },
    { name: 'locked', description: 'The signed-out text.' },
  ],
  load: () => import('./element'),
});
