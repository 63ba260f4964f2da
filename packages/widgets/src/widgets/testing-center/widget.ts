import { describeWidget } from '../../registry/widget-descriptor';
import type { TestingCenterProps } from './testing-center';

export const testingCenterWidget = describeWidget<TestingCenterProps>({
  folder: 'testing-center',
  tag: 'hd-testing-center',
  description:
    "The member's test kits (spec 001 §2 testing center): a client table with search, sortable and resizable columns and pagination, each kit's status button by the spec's rules, and the test detail card with shipping and Download. Kit reports are decrypted in the browser after the member unlocks their key.",
  attributes: [
    { prop: 'pageSize', type: 'number', description: 'Rows per page (default 10); 0 turns pagination off (100 rows).' },
    { prop: 'registerHref', type: 'string', description: 'Where a member with no kit is sent (default /client/testing-center/register).' },
    {
      prop: 'testingCenterHref',
      type: 'string',
      description: "The testing center's address, below which 'Results Ready' opens each kit's results (default /client/testing-center; on a partner page, the product's).",
    },
  ],
  events: [{ prop: 'onError', name: 'hd-error', description: 'The kits could not be loaded; detail {message}.' }],
  parts: [
    { name: 'widget', description: 'The testing center.' },
    { name: 'table-wrapper', description: 'The client table with its search box and pagination.' },
    { name: 'table', description: 'The table.' },
    { name: 'search', description: 'The search box.' },
    { name: 'pagination', description: 'The pagination buttons.' },
    { name: 'empty', description: 'The no-kit text with the register link.' },
    { name: 'detail-card', description: 'The test detail card.' },
    { name: 'status-box', description: "The detail card's status box." },
    { name: 'shipping-box', description: "The detail card's shipping box." },
    { name: 'status-button', description: "The 'Results Ready' link." },
    { name: 'locked', description: 'The locked state with its password prompt.' },
    { name: 'body', description: 'The load failure body.' },
    { name: 'error', description: 'The load failure message.' },
  ],
  load: () => import('./element'),
});
