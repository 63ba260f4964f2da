import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';
// The organisation logo variants screen's strings (spec 000 §3.3 Organization logo_variants).

const en = {
  title: (name: string) => `Logos: ${name}`,
  loading: 'Loading organization',
  back: '← Organizations',
  titleLoading: 'Logos',
  intro: 'Each variant is a named logo file (for example light, dark or square) that screens pick by name.',
  none: 'No logo variants yet.',
  variants: 'Logo variants',
  alt: (name: string) => `${name} logo`,
  open: 'Open file',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove logo variant ${name}`,
  removed: (name: string) => `Removed logo variant ${name}.`,
  add: 'Add a logo variant',
  name: 'Variant name',
  nameHint: 'For example light, dark or square.',
  file: 'Logo file',
  fileRequired: 'Choose the logo file.',
  fileNotImage: 'Choose an image file (PNG, JPEG, GIF, WebP or SVG).',
  nameTaken: 'A variant already has this name.',
  upload: 'Upload logo',
  uploaded: (name: string) => `Uploaded logo variant ${name}.`,
};

export type LogoMessages = typeof en;

export const logoMessages: Catalogue<LogoMessages> = { en, translations: lazyTranslations(() => import('./translations.js')) };
