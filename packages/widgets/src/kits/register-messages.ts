import type { Catalogue } from '../i18n/language';
import { kitTranslations } from './messages';

/** The register form's own strings (its shared ones, e.g. 'Back to the testing center', are the testing center's). */
export interface KitRegisterMessages {
  /** Register page (spec 001 §2). */
  registerTitle: string;
  registerText: string;
  kitIdLabel: string;
  kitIdHint: string;
  kitIdRequired: string;
  kitIdFormat: string;
  check: string;
  available: string;
  register: string;
  registered: string;
}

const en: KitRegisterMessages = {
  registerTitle: 'Register a test kit',
  registerText: 'Enter the kit ID printed on your test kit.',
  kitIdLabel: 'Kit ID',
  kitIdHint: 'Letters, digits and dashes, e.g. SPT-AB12CD34.',
  kitIdRequired: 'Kit ID is required',
  kitIdFormat: 'Kit ID may contain only letters, digits and dashes',
  check: 'Check kit ID',
  available: 'This kit is available.',
  register: 'Register kit',
  registered: 'Your kit is registered.',
};

export const kitRegisterMessages: Catalogue<KitRegisterMessages> = { en, translations: kitTranslations(en) };
