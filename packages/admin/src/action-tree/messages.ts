// The action tree and action-group screens' strings (admin screens have no translations yet; one
// module per screen so they can move to catalogues later).

export const ACTION_TREE_MESSAGES = {
  actionTitle: (name: string) => `Action: ${name}`,
  groupTitle: (name: string) => `Action group: ${name}`,
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
} as const;
