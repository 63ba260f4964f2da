import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// The words of the structured editors (./structured-editor.tsx) in the six languages: what each
// list's items are called, the labels of the parts of items and objects (by their path in the
// class: 'two_content_link_options[].cta_url'), and the editors' own buttons. A part without a
// label here reads with the field label of its key (./field-labels.ts); test/structured-editor
// fails on a part of any class that some language does not name.

/** What one item of a list is called: 'Link' in "Link 2", and its add button. */
export interface ItemWords {
  name: string;
  add: string;
}

export interface StructuredMessages {
  /** By the list field's name; other lists read as `item`. */
  items: Record<string, ItemWords>;
  item: ItemWords;
  /** Item `n` (1-based) of a list: 'Link 2'. */
  itemName: (name: string, n: number) => string;
  /** By the part's path in the class. */
  parts: Record<string, string>;
  remove: string;
  /** Each button's name starts with its visible words (WCAG 2.5.3 label in name), then says which item. */
  removeLabel: (item: string) => string;
  moveUp: string;
  moveUpLabel: (item: string) => string;
  moveDown: string;
  moveDownLabel: (item: string) => string;
  none: string;
  /** How many a list takes. */
  atMost: (max: number) => string;
  /** Where in a list or object a message belongs: 'Link 2, Button text'. */
  where: (item: string, part: string) => string;
  settingKey: string;
  settingValue: string;
  addSetting: string;
  valueType: string;
  valueTypes: { text: string; number: string; boolean: string; empty: string };
  yes: string;
  no: string;
  /** A field another screen edits (a page's layout). */
  editedElsewhere: string;
  openEditor: string;
  afterCreate: string;
  /** The live preview beside the widget options. */
  previewTitle: string;
  previewNothing: string;
}

const en: StructuredMessages = {
  items: {
    biomarker_ids: { name: 'Biomarker', add: 'Add a biomarker' },
    test_ids: { name: 'Test', add: 'Add a test' },
    items: { name: 'Ingredient', add: 'Add an ingredient' },
    logo_variants: { name: 'Logo', add: 'Add a logo' },
    virtual_care_types: { name: 'Care type', add: 'Add a care type' },
    get_care_types: { name: 'Care type', add: 'Add a care type' },
    integrations: { name: 'Integration', add: 'Add an integration' },
    allowed_origins: { name: 'Website', add: 'Add a website' },
    steps: { name: 'Step', add: 'Add a step' },
    two_content_link_options: { name: 'Link', add: 'Add a link' },
    largeQuadOptions: { name: 'Group', add: 'Add a group' },
    programs: { name: 'Program', add: 'Add a program' },
    ranges: { name: 'Range', add: 'Add a range' },
    errors: { name: 'Problem', add: 'Add a problem' },
  },
  item: { name: 'Item', add: 'Add an item' },
  itemName: (name, n) => `${name} ${n}`,
  parts: {
    'quadOptions.subtitle': 'Tile subtitle',
    'quadOptions.description': 'Tile text',
    'largeQuadOptions.groups[].image_a': 'First image (web address)',
    'largeQuadOptions.groups[].image_b': 'Second image (web address)',
    'largeQuadOptions.groups[].image_c': 'Third image (web address)',
    'largeQuadOptions.groups[].content': 'Heading',
    'largeQuadOptions.groups[].description': 'Text',
    'two_content_link_options[].content_title': 'Title',
    'two_content_link_options[].cta_text': 'Button text',
    'two_content_link_options[].cta_url': 'Link (web address)',
    'items[].ingredient_id': 'Ingredient number',
    'items[].grams': 'Grams',
    'logo_variants[].logo_name': 'Logo name',
    'logo_variants[].logo_path': 'File path',
    'integrations[].name': 'Name',
    'integrations[].enabled': 'Enabled',
    'integrations[].settings': 'Settings',
    'cta_page.slug': 'Page slug',
    'cta_page.parent_slug': 'Parent page slug',
    'cta_complete_action_on_click.actionGroupId': 'Action group ID',
    'cta_complete_action_on_click.programId': 'Program ID',
    'cta_complete_action_on_click.actionCode': 'Action code',
    'ranges[].level': 'Level',
    'ranges[].min': 'From',
    'ranges[].max': 'To',
    'ranges[].label': 'Label',
    'steps[].key': 'Key',
    'steps[].title': 'Title',
    'steps[].required': 'Required step',
    'errors[].row': 'Row',
    'errors[].field': 'Column',
    'errors[].message': 'Message',
    'profile.sleep_goal': 'Sleep goal (hours)',
    'profile.water_intake': 'Water intake',
  },
  remove: 'Remove',
  removeLabel: (item) => `Remove ${item}`,
  moveUp: 'Move up',
  moveUpLabel: (item) => `Move up: ${item}`,
  moveDown: 'Move down',
  moveDownLabel: (item) => `Move down: ${item}`,
  none: 'None yet.',
  atMost: (max) => `Up to ${max}.`,
  where: (item, part) => `${item}, ${part}`,
  settingKey: 'Setting',
  settingValue: 'Value',
  addSetting: 'Add a setting',
  valueType: 'Kind of value',
  valueTypes: { text: 'Text', number: 'Number', boolean: 'Yes or no', empty: 'No value' },
  yes: 'Yes',
  no: 'No',
  editedElsewhere: 'Where the widgets sit is edited in the layout editor and published from there.',
  openEditor: 'Open the layout editor',
  afterCreate: 'Create the page first; then open its layout from the pages list.',
  previewTitle: 'Preview',
  previewNothing: 'Choose the widget type to see it here.',
};

export const structuredMessages: Catalogue<StructuredMessages> = { en, translations: lazyTranslations(() => import('./structured-translations.js')) };
