import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';
// The action tree and action-group screens' strings (English here; the other five languages in ./translations.ts).

const en = {
  actionTitle: (name: string) => `Action: ${name}`,
  groupTitle: (name: string) => `Action group: ${name}`,
  actionFallback: 'Action',
  groupFallback: 'Action group',
  loading: 'Loading the action tree',
  treeHeading: (program: string) => `Program: ${program}`,
  treeLabel: 'Action items',
  group: 'Group',
  empty: 'This program has no actions yet.',
  edit: 'Edit',
  back: '← Action groups',
  backActions: '← Actions',
  code: 'Code',
  completion: 'Completion',
  newGroup: 'New action group',
  newGroupTitle: 'New action group',
  create: 'Create action group',
  cancel: 'Cancel',
  program: 'Program',
  chooseProgram: 'Choose…',
  name: 'Name',
  codeHint: 'Letters, digits, _ . or -',
  description: 'Description',
  order: 'Order',
  created: (name: string) => `Created action group “${name}”.`,
};

export type ActionTreeMessages = typeof en;

export const actionTreeMessages: Catalogue<ActionTreeMessages> = { en, translations: lazyTranslations(() => import('./translations.js')) };
