import { lazyTranslations, type Catalogue } from '../../i18n/language';

/** The strings of the testing-center widgets (testing center, kit register, kit results, recent test). */
export interface TestingCenterMessages {
  title: string;
  tableLabel: string;
  /** spec 001 §2: the client table's loading text. */
  loading: string;
  columnTest: string;
  columnKitId: string;
  columnOrderDate: string;
  columnStatus: string;
  details: string;
  /** The test detail card (spec 001 §2). */
  orderDate: string;
  orderNumber: string;
  kitId: string;
  biomarkersTested: string;
  status: string;
  /** spec 001 §4 shipping box. */
  shippingTitle: string;
  shippingStatus: string;
  trackingNumber: string;
  updated: string;
  download: string;
  downloadFailed: string;
  confirmKit: string;
  confirmHint: string;
  noKits: string;
  registerLink: string;
  loadFailed: string;
  retry: string;
  signedOut: string;
  /** A kit label (spec 001 §4, English from the contract's rule) in this language; unknown labels show as they are. */
  labels: Readonly<Record<string, string>>;
  /** Locked state (spec 000 §5: encrypted reads need the member's key). */
  lockedTitle: string;
  lockedText: string;
  password: string;
  unlock: string;
  wrongPassword: string;
  /** Register page (spec 001 §2). */
  registerTitle: string;
  registerText: string;
  kitIdLabel: string;
  kitIdHint: string;
  kitIdRequired: string;
  check: string;
  available: string;
  register: string;
  registered: string;
  backToTestingCenter: string;
  /** Kit result page (spec 001 §3, §9). */
  resultsTitle: string;
  biomarkers: string;
  value: string;
  levels: Readonly<Record<'H' | 'N' | 'L', string>>;
  range: string;
  noResultsYet: string;
  notFound: string;
  auriaTitle: string;
  auriaScore: string;
  bands: Readonly<Record<'low' | 'medium' | 'high', string>>;
  /** spec 001 §9 advice and disclaimer (English from the sdk's auria-score rule). */
  advice: Readonly<Record<'low' | 'medium' | 'high', string>>;
  disclaimer: string;
  downloadResults: string;
  /** spec 001 §8. */
  noResultsFile: string;
  /** Recent Test widget. */
  recentTitle: string;
  /** spec 001 §3 Biomarker trend point and score entry, on the kit result page. */
  trend: string;
  scoreHistory: string;
  trendLevels: Readonly<Record<'healthy' | 'warning' | 'unhealthy', string>>;
  openingHistory: string;
}

const translations = () => import('./translations');

// Quoted from the spec: 'Loading Test Results' (001 §2), 'Test Shipping Status', 'Out for delivery'
// (§4), 'Results Ready' and the kit labels (§4), 'No results file available.' (§8), the Auria advice
// and disclaimer (§9). The rest is ours.
export const testingCenterMessages: Catalogue<TestingCenterMessages> = {
  en: {
    title: 'Testing center',
    tableLabel: 'Your test kits',
    loading: 'Loading Test Results',
    columnTest: 'Test',
    columnKitId: 'Kit ID',
    columnOrderDate: 'Order date',
    columnStatus: 'Status',
    details: 'Test details',
    orderDate: 'Order date',
    orderNumber: 'Order number',
    kitId: 'Kit ID',
    biomarkersTested: 'Biomarkers tested',
    status: 'Status',
    shippingTitle: 'Test Shipping Status',
    shippingStatus: 'Out for delivery',
    trackingNumber: 'Tracking number',
    updated: 'Updated',
    download: 'Download',
    downloadFailed: 'The results could not be downloaded. Please try again.',
    confirmKit: 'Confirm kit',
    confirmHint: 'Confirm that this kit is yours so the lab can start processing it.',
    noKits: 'You have no test kits yet.',
    registerLink: 'Register a test kit',
    loadFailed: 'Your test kits could not be loaded.',
    retry: 'Try again',
    signedOut: 'Sign in to see your test kits.',
    labels: {},
    lockedTitle: 'Your results are locked',
    lockedText: 'Your results are encrypted. Enter your password to open them in this browser.',
    password: 'Password',
    unlock: 'Unlock',
    wrongPassword: 'This password did not unlock your results.',
    registerTitle: 'Register a test kit',
    registerText: 'Enter the kit ID printed on your test kit.',
    kitIdLabel: 'Kit ID',
    kitIdHint: 'Letters, digits and dashes, e.g. SPT-AB12CD34.',
    kitIdRequired: 'Kit ID is required',
    check: 'Check kit ID',
    available: 'This kit is available.',
    register: 'Register kit',
    registered: 'Your kit is registered.',
    backToTestingCenter: 'Back to the testing center',
    resultsTitle: 'Test results',
    biomarkers: 'Biomarkers',
    value: 'Result',
    levels: { H: 'High', N: 'Normal', L: 'Low' },
    range: 'Healthy range',
    noResultsYet: 'The results of this kit are not ready yet.',
    notFound: 'We could not find this kit.',
    auriaTitle: 'Auria result',
    auriaScore: 'Score',
    bands: { low: 'Low', medium: 'Medium', high: 'High' },
    advice: {
      low: 'Continue standard care.',
      medium: 'Consider an exam such as a mammogram within six months.',
      high: 'Consider an exam such as a mammogram within 3 months.',
    },
    disclaimer: 'Not a replacement for a screening mammogram.',
    downloadResults: 'Download results',
    noResultsFile: 'No results file available.',
    recentTitle: 'Recent Test',
    trend: 'Trend',
    scoreHistory: 'Score history',
    trendLevels: { healthy: 'Healthy', warning: 'Warning', unhealthy: 'Unhealthy' },
    openingHistory: 'Opening your earlier results',
  },
  translations: lazyTranslations(translations),
};
