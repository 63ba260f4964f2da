import { describeWidget } from '../../registry/widget-descriptor';
import type { KitDetailWidgetProps } from './kit-detail-widget';

export const kitDetailCardWidget = describeWidget<KitDetailWidgetProps>({
  folder: 'kit-detail-card',
  tag: 'hd-kit-detail-card',
  description:
    "One of the member's test kits in the test detail card (spec 001 §2): order date, order number, kit ID, biomarkers tested, the status box with the spec 001 §4 button, the shipping box while a sample travels and Download once results are ready; a password prompt while the kit's report is locked. The testing center shows the same card beside its table.",
  attributes: [
    { prop: 'kitId', type: 'string', description: "The printed kit ID of the kit to show (default: the member's newest kit)." },
    { prop: 'registerHref', type: 'string', description: 'Where a member with no kit registers one (default /client/testing-center/register).' },
    {
      prop: 'testingCenterHref',
      type: 'string',
      description: "The testing center, below which 'Results Ready' opens the kit's results (default /client/testing-center; on a partner page, the product's).",
    },
  ],
  events: [{ prop: 'onError', name: 'hd-error', description: 'The kits could not be loaded; detail {message}.' }],
  parts: [
    { name: 'widget', description: 'The card.' },
    { name: 'title', description: "'Test details'." },
    { name: 'detail-card', description: "The kit's details." },
    { name: 'status-box', description: 'The status box.' },
    { name: 'shipping-box', description: 'The shipping box.' },
    { name: 'status-button', description: "The 'Results Ready' link." },
    { name: 'loading', description: "'Loading Test Results'." },
    { name: 'empty', description: 'The no-kit text with the register link.' },
    { name: 'locked', description: 'The signed-out text, or the locked state with its password prompt.' },
    { name: 'body', description: 'The load failure body.' },
    { name: 'error', description: 'The load failure or kit-not-found message.' },
  ],
  load: () => import('./element'),
});
