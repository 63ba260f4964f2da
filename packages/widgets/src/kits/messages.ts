import { useMemo } from 'react';
import { lazyTranslations, useMessages, type Catalogue } from '../i18n/language';
import type { KitRegisterMessages } from './register-messages';
import type { KitResultsMessages } from './results-messages';
import type { OpenedResultsMessages } from './opened-results-messages';
import type { CardMessages } from './card-messages';
import type { CenterMessages } from './center-messages';
import type { KitReportMessages } from './report-messages';
import type { ShippingMessages } from './shipping-messages';

/** The strings the testing-center widgets share (testing center, test detail card, kit register, kit results, recent test); each widget's own are beside them in this folder (center-, card-, shipping-, report-, register-, results- and opened-results-messages.ts), translated together in translations.ts. */
export interface TestingCenterMessages {
  title: string;
  /** spec 001 §2: the client table's loading text. */
  loading: string;
  /** The test detail card (spec 001 §2) and the recent test. */
  orderDate: string;
  kitId: string;
  status: string;
  noKits: string;
  registerLink: string;
  loadFailed: string;
  retry: string;
  signedOut: string;
  /** A kit label (spec 001 §4, English from the contract's rule) in this language; unknown labels show as they are. */
  labels: Readonly<Record<string, string>>;
  backToTestingCenter: string;
  notFound: string;
  /** Recent Test widget. */
  recentTitle: string;
}

/** Every string of the testing-center widgets, as the translations module gives them (translations.ts). */
export type KitWidgetsMessages = TestingCenterMessages &
  CenterMessages &
  CardMessages &
  ShippingMessages &
  KitReportMessages &
  KitRegisterMessages &
  KitResultsMessages &
  OpenedResultsMessages;

/**
 * The translations of one of the testing-center catalogues (this one, the register form's, the
 * result page's, its opened results'): the keys of its English, picked from the one translations module, loaded on
 * first use of another language.
 */
export function kitTranslations<T extends object>(en: T): Catalogue<T>['translations'] {
  const keys = Object.keys(en) as (keyof KitWidgetsMessages)[];
  const pick = (all: KitWidgetsMessages) => Object.fromEntries(keys.map((key) => [key, all[key]])) as T;
  return lazyTranslations(async () => {
    const { es, fr, de, pt, mh } = await import('./translations');
    return { es: pick(es), fr: pick(fr), de: pick(de), pt: pick(pt), mh: pick(mh) };
  });
}

// Quoted from the spec: 'Loading Test Results' (001 §2), 'Results Ready' and the kit labels (§4).
// The rest is ours.
const en: TestingCenterMessages = {
  title: 'Testing center',
  loading: 'Loading Test Results',
  orderDate: 'Order date',
  kitId: 'Kit ID',
  status: 'Status',
  noKits: 'You have no test kits yet.',
  registerLink: 'Register a test kit',
  loadFailed: 'Your test kits could not be loaded.',
  retry: 'Try again',
  signedOut: 'Sign in to see your test kits.',
  labels: {},
  backToTestingCenter: 'Back to the testing center',
  notFound: 'We could not find this kit.',
  recentTitle: 'Recent Test',
};

export const testingCenterMessages: Catalogue<TestingCenterMessages> = { en, translations: kitTranslations(en) };

/** The shared strings with a widget's own (the register form's, the result page's), in the page's language. */
export function useKitMessages<T extends object>(own: Catalogue<T>): TestingCenterMessages & T {
  const shared = useMessages(testingCenterMessages);
  const mine = useMessages(own);
  return useMemo(() => ({ ...shared, ...mine }), [shared, mine]);
}

/** A kit status label (spec 001 §4, English from the contract's rule) in the page's language; one the catalogue does not know shows as it is. */
export function useKitStatusLabel(): (label: string) => string {
  const { labels } = useMessages(testingCenterMessages);
  return useMemo(() => (label: string) => (Object.hasOwn(labels, label) ? labels[label]! : label), [labels]);
}
