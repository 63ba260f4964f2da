import { describeWidget } from '../../registry/widget-descriptor';
import type { KitRegisterProps } from './kit-register';

export const kitRegisterWidget = describeWidget<KitRegisterProps>({
  folder: 'kit-register',
  tag: 'hd-kit-register',
  description: 'Registers a test kit by the ID printed on it (spec 001 §2 /client/testing-center/register): is-available check, then register; refusals show in the field.',
  attributes: [{ prop: 'testingCenterHref', type: 'string', description: 'Where the member goes once the kit is registered (default /client/testing-center).' }],
  events: [{ prop: 'onRegistered', name: 'hd-change', description: 'The kit was registered; detail {kitId}.' }],
  parts: [
    { name: 'widget', description: 'The card.' },
    { name: 'title', description: 'The title.' },
    { name: 'form', description: 'The kit ID form.' },
    { name: 'field', description: 'The kit ID field.' },
    { name: 'error', description: "The field's error." },
  ],
  load: () => import('./element'),
});
