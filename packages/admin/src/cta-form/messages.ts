import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';
// The call-to-action forms' strings (widgets and actions) (English here; the other five languages in ./translations.ts). The required messages are the sdk's
// (CTA_FORM_ERRORS, packages/sdk/src/rules/cta-form.ts).

const en = {
  pageLabel: 'CTA page',
  completeActionLabel: 'Complete action on click',
  completeActionProgram: (name: string) => `Program: ${name}`,
  completeActionGroup: (name: string) => `Action group: ${name}`,
  completeActionHint: 'Completes this programme or action group when the member clicks. Choose None to clear it.',
  pageHint: 'The member goes to this page (built from its slug and parent slug).',
  loadingRules: 'Loading pages and actions for the call to action…',
  preview: 'Preview Widget',
  previewTitle: (name: string) => `Preview: ${name || 'widget'}`,
  previewNote: 'The widget as a member sees it, with the values in the form (not yet saved).',
  previewNothing: 'No member widget renders this configuration (check its name and type), or its feature flag is off.',
  iconSearch: 'Search icons',
  iconSearchTitle: 'Choose an icon',
  iconSearchLabel: 'Search icons by file name',
  iconSearchHint: 'Images uploaded as media. Results follow half a second after you stop typing.',
  iconSearchLoading: 'Searching icons…',
  iconSearchEmpty: 'No icons found.',
  iconPick: (name: string) => `Use ${name}`,
  close: 'Close',
};

export type CtaFormMessages = typeof en;

export const ctaFormMessages: Catalogue<CtaFormMessages> = { en, translations: lazyTranslations(() => import('./translations.js')) };
