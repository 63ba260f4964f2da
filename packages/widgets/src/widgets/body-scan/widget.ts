import { describeWidget } from '../../registry/widget-descriptor';
import type { BodyScanProps } from './body-scan';

export const bodyScanWidget = describeWidget<BodyScanProps>({
  folder: 'body-scan',
  names: ['3D Body Scan'],
  tag: 'hd-body-scan',
  description:
    "The member's 3D body scan (spec 001 §2, §4): the prompt, or the last measurement (chest, waist and low hips in inches, BMI on the under/healthy/over scale, BMR, fat and lean mass) decrypted in the browser; 'What is a 3D body scan?'; and 'Skip it for now' with the spec 001 §5 skip form. A locked measurement asks for the password.",
  events: [
    { prop: 'onSkip', name: 'hd-change', description: 'The skip reason was saved; detail {reason}.' },
    { prop: 'onError', name: 'hd-error', description: 'Loading or saving failed; detail {message}.' },
  ],
  cssProperties: [
    { name: '--hd-color-bmi-under', description: 'The BMI scale’s under band.' },
    { name: '--hd-color-bmi-healthy', description: 'The BMI scale’s healthy band.' },
    { name: '--hd-color-bmi-over', description: 'The BMI scale’s over band.' },
  ],
  parts: [
    { name: 'widget', description: 'The card.' },
    { name: 'title', description: "'3D Body Scan'." },
    { name: 'body', description: 'The current step.' },
    { name: 'measurement', description: 'The last measurement (bodyScan step).' },
    { name: 'bmi', description: 'The BMI value and its scale.' },
    { name: 'skip-form', description: 'The skip form (skipBodyScan step).' },
    { name: 'status', description: 'The pending and skipped notes.' },
    { name: 'skeleton', description: 'The loading skeleton.' },
    { name: 'locked', description: 'The signed-out text, or the locked state with its password prompt.' },
    { name: 'error', description: 'A load, save or field message.' },
  ],
  load: () => import('./element'),
});
