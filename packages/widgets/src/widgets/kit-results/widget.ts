import { describeWidget } from '../../registry/widget-descriptor';
import type { KitResultsProps } from './kit-results';

export const kitResultsWidget = describeWidget<KitResultsProps>({
  folder: 'kit-results',
  tag: 'hd-kit-results',
  description:
    "A kit's results (spec 001 §2 /client/testing-center/{kitId}): each biomarker with value, unit, H/N/L level and scale bar; the Auria score band, advice and -6..4 bar; what the results suggest (the organisation's result rules, compared in the browser; accept or dismiss); the results download. Decrypted in the browser; a password prompt while locked.",
  attributes: [
    { prop: 'kitId', type: 'string', description: 'The printed kit ID.' },
    { prop: 'testingCenterHref', type: 'string', description: 'The testing center (default /client/testing-center).' },
  ],
  parts: [
    { name: 'widget', description: 'The page.' },
    { name: 'title', description: 'The title.' },
    { name: 'biomarker', description: 'Each biomarker.' },
    { name: 'scale', description: 'A scale bar.' },
    { name: 'suggestions', description: "What the results suggest: the organisation's result rules that fire, compared in the browser." },
    { name: 'suggestion', description: 'Each suggestion with its outcomes, what answering tells the server, Accept and Dismiss.' },
    { name: 'auria', description: 'The Auria result.' },
    { name: 'locked', description: 'The locked state with its password prompt.' },
    { name: 'body', description: 'The load failure body.' },
    { name: 'error', description: 'The load failure message.' },
  ],
  load: () => import('./element'),
});
