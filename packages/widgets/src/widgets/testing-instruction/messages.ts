import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface TestingInstructionMessages {
  title: string;
  /** {name} the kit's test, {kitId} its kit ID. */
  forKit: string;
  /** {biomarkers} the biomarkers, comma separated. */
  measures: string;
  /** An Auria kit: its steps come in the box. */
  inTheBox: string;
  /** A 3D body scan (provider 3d-look) has no box and no sample. */
  bodyScan: string;
  sendBack: string;
  noKit: string;
  register: string;
  loading: string;
  failed: string;
  retry: string;
  signedOut: string;
}

// spec 000 §3.4 names the page type TESTINGINSTRUCTION; the strings are ours (the sample
// instructions themselves come from the kit's vendor through the server).
const translations = () => import('./translations');

export const testingInstructionMessages: Catalogue<TestingInstructionMessages> = {
  en: {
    title: 'How to take your test',
    forKit: '{name} (kit ID {kitId})',
    measures: 'Measures: {biomarkers}',
    inTheBox: "Follow the step-by-step instructions that came in your kit's box.",
    bodyScan: 'Your 3D body scan is taken with your phone: start it from the 3D Body Scan card.',
    sendBack: "When you are done, send your sample back as your kit's box explains.",
    noKit: 'You have no test kit yet. Register your kit to see how to take your test.',
    register: 'Register a kit',
    loading: 'Loading your testing instructions',
    failed: 'We could not load your testing instructions.',
    retry: 'Try again',
    signedOut: 'Sign in to see how to take your test.',
  },
  translations: lazyTranslations(translations),
};
