import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { ConnectFitbitProps } from './connect-fitbit';

export const connectFitbitWidget = describeWidget<ConnectFitbitProps>({
  folder: 'connect-fitbit',
  names: ['Connect Fitbit'],
  tag: 'hd-connect-fitbit',
  description: "Connect Fitbit (spec 000 §3.4, §7.6 devices): whether the member's Fitbit is connected, Connect and Disconnect (revoke), and a link to the member's other devices.",
  attributes: [{ prop: 'devicesHref', type: 'string', description: "The member's other devices (default /client/profile#connected-devices)." }],
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton', 'button'),
    { name: 'status', description: 'Since when the Fitbit is connected.' },
    { name: 'devices', description: "The link to the member's other devices." },
  ],
  load: () => import('./element'),
});
