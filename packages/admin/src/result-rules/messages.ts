import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';
import type { ResultRuleComparator } from '@healthdeck/contract/light';

// An organisation's result rules (results that act, docs/decisions/0102-results-that-act.md), in
// the six languages: English here, the others in ./translations.ts.

export interface ResultRulesMessages {
  title: string;
  intro: string;
  loading: string;
  none: string;
  add: string;
  remove: (name: string) => string;
  delete: string;
  editShort: string;
  removed: string;
  saved: string;
  formTitleNew: string;
  formTitleEdit: string;
  name: string;
  nameHint: string;
  biomarker: string;
  chooseBiomarker: string;
  comparator: string;
  comparators: Record<ResultRuleComparator, string>;
  value: string;
  valueTo: string;
  unitNote: (unit: string) => string;
  noUnit: string;
  explanation: string;
  explanationHint: string;
  outcomes: string;
  action: string;
  noAction: string;
  notification: string;
  notificationHint: string;
  telehealth: string;
  active: string;
  save: string;
  cancel: string;
  required: string;
  notANumber: string;
  toBelowFrom: string;
  oneOutcome: string;
  /** One rule in a sentence: "HbA1c 6.5 % or more". */
  summary: (biomarker: string, comparator: ResultRuleComparator, value: number, to: number | null, unit: string) => string;
  outcomeAction: (action: string, programme: string) => string;
  outcomeNotification: string;
  outcomeTelehealth: string;
  inactive: string;
  privacy: string;
}

const u = (unit: string) => (unit ? ` ${unit}` : '');

const en: ResultRulesMessages = {
  title: 'Result rules',
  intro: "What a member's lab result suggests to them. Results are compared with these rules in the member's browser: we never see the value.",
  loading: 'Loading the result rules',
  none: 'No result rules yet.',
  add: 'Add a result rule',
  remove: (name) => `Delete ${name}`,
  delete: 'Delete',
  editShort: 'Edit',
  removed: 'The result rule is deleted.',
  saved: 'The result rule is saved.',
  formTitleNew: 'New result rule',
  formTitleEdit: 'Edit result rule',
  name: 'Name',
  nameHint: 'Members read it as the suggestion’s title, e.g. High triglycerides',
  biomarker: 'Biomarker',
  chooseBiomarker: 'Choose a biomarker',
  comparator: 'When the result is',
  comparators: { at_least: 'at least', above: 'more than', at_most: 'at most', below: 'less than', between: 'between' },
  value: 'Value',
  valueTo: 'And',
  unitNote: (unit) => `In the biomarker’s unit: ${unit}`,
  noUnit: 'This biomarker has no unit.',
  explanation: 'What the member reads',
  explanationHint: 'Why this result matters and what the suggestion is for.',
  outcomes: 'When the member accepts',
  action: 'Give them this programme action',
  noAction: 'No action',
  notification: 'Send them this notification',
  notificationHint: 'Leave empty to send none.',
  telehealth: 'Suggest a telehealth visit',
  active: 'Active (members’ results are compared with it)',
  save: 'Save result rule',
  cancel: 'Cancel',
  required: 'This field is required',
  notANumber: 'Enter a number',
  toBelowFrom: 'Must not be below the first value',
  oneOutcome: 'Choose at least one: an action, a notification or a telehealth visit',
  summary: (biomarker, comparator, value, to, unit) => {
    switch (comparator) {
      case 'at_least':
        return `${biomarker} ${value}${u(unit)} or more`;
      case 'above':
        return `${biomarker} more than ${value}${u(unit)}`;
      case 'at_most':
        return `${biomarker} ${value}${u(unit)} or less`;
      case 'below':
        return `${biomarker} less than ${value}${u(unit)}`;
      case 'between':
        return `${biomarker} between ${value} and ${to}${u(unit)}`;
    }
  },
  outcomeAction: (action, programme) => `${action} (${programme})`,
  outcomeNotification: 'a notification',
  outcomeTelehealth: 'a telehealth visit',
  inactive: 'Inactive',
  privacy: 'When a member accepts or dismisses a suggestion, we learn that their result lay in the rule’s range (never the value); members are told so before they answer.',
};

const translations = () => import('./translations.js');

export const resultRulesMessages: Catalogue<ResultRulesMessages> = { en, translations: lazyTranslations(translations) };
