import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// The member's page for staff (/admin/users/:id; spec 000 §7.2 users daily-logs, activation-url,
// enrollment, simulate medical record, the clinical reads by user id), in the six languages:
// English here, the others in ./translations.ts. 'Try again' is the shared one
// (../shared/messages.ts); the users list's link to the page is the users screen's.

const en = {
  back: 'Users',
  title: (email: string) => `Member: ${email}`,
  titleLoading: 'Member',
  loading: 'Loading the member',
  unknown: (id: string) => `There is no user with id “${id}”.`,
  links: 'Organizations, programs and roles',
  linksIntro: 'What this member belongs to. Add or remove links; changes apply at once.',

  dailyLogs: 'Daily logs',
  days: 'Days',
  daysOption: (n: number) => `Last ${n} days`,
  loadingLogs: 'Loading the daily logs',
  noLogs: (from: string, to: string) => `Nothing was logged from ${from} to ${to}.`,
  logsCaption: (from: string, to: string) => `Daily logs from ${from} to ${to}`,
  date: 'Date',
  hydration: 'Water (oz)',
  sleep: 'Sleep',
  mood: 'Mood',
  symptoms: 'Symptoms',
  tasks: 'Tasks done',
  stars: 'Stars earned',
  none: '—',

  account: 'Account',
  activation: 'Activation link',
  activationIntro: 'A single-use link on which the member sets their password (it also verifies their email). It is valid for 7 days.',
  getActivation: 'Get activation link',
  activationLabel: 'Activation link',
  activationExpires: (when: string) => `Valid until ${when}.`,
  copy: 'Copy link',
  copied: 'The link was copied.',
  enrollment: 'Enrollment',
  enrollmentIntro: 'Enroll the member in an organization and one of its programs.',
  organization: { find: 'Find an organization', choose: 'Organization' },
  program: { find: 'Find a program', choose: 'Program' },
  enroll: 'Enroll',
  enrolled: (organization: string, program: string) => `Enrolled in ${organization}, program ${program}.`,
  pickBoth: 'Choose an organization and a program.',
  simulate: 'Simulate medical record',
  simulateIntro: "Creates a plausible vitals record and a completed body measurement for the member, sealed to the member's own key.",
  simulated: (when: string) => `A vitals record and a body measurement were created (${when}).`,

  clinical: 'Clinical records',
  clinicalIntro: "Each read below is recorded in the member's access log with your email and the time, and the member sees it.",
  riskScores: 'Risk scores',
  showRiskScores: 'Read risk scores',
  loadingRiskScores: 'Loading the risk scores',
  noRiskScores: 'The member has not submitted a screening.',
  kind: 'Screening',
  score: 'Score',
  level: 'Level',
  submitted: 'Submitted',
  riskKinds: { 'depression-screening': 'Depression (PHQ-2)', 'anxiety-screening': 'Anxiety (GAD-2)', epds: 'EPDS' } as Record<string, string>,

  recovery: 'Encrypted records',
  recoveryIntro:
    "The risk scores, the EPDS form, the telehealth form and the vitals are encrypted; the server cannot read them. Staff holding the organization's recovery key open them here, in this browser, with their own password; the opened key is forgotten when you leave this page, and each opening is listed in the member's access log.",
  staffPassword: 'Your password',
  openWithRecovery: 'Open with the recovery key',
  wrongPassword: 'That password does not open your key.',
  noCopy:
    "No recovery copy of this member's key is open to you: the member has no keys yet, has not signed in since their organization's recovery key was made, or you do not hold that key.",
  recoveryOpen: "The member's data key is open in this browser.",
  lockedHint: 'Open the recovery key first to read the risk scores, the EPDS form, the telehealth form and the vitals.',
  forget: 'Forget the key',

  epds: 'EPDS form',
  readEpds: 'Read EPDS form',
  noEpds: 'The member has not saved an EPDS form.',
  status: (status: string) => `Status: ${status}`,
  telehealth: 'Telehealth form',
  readTelehealth: 'Read telehealth form',
  noTelehealth: 'The member has not saved a telehealth form.',
  vitals: 'Smartlink vitals',
  readVitals: 'Read vitals',
  noVitals: 'The member has no vitals.',
  vitalsCount: (shown: number, total: number) => `The newest ${shown} of ${total}.`,
  reading: 'Reading…',
  updated: (when: string) => `Saved ${when}.`,
  memberKeyOnly:
    "This record was written by the server sealed to the member's own public key (a simulated record or a vendor's). The recovery key cannot open it until the member has opened it in their browser: it is then sealed again under their data key, and this page can read it.",
  scoreMemberKeyOnly:
    "This score was stored before scores were sealed in the member's browser: it is sealed to the member's own public key and cannot be opened here. The member's next submitted assessment replaces it.",
  openFailed: (reason: string) => `This record could not be opened: ${reason}`,
  field: 'Field',
  value: 'Value',
};

export type MemberMessages = typeof en;

export const memberMessages: Catalogue<MemberMessages> = { en, translations: lazyTranslations(() => import('./translations.js')) };
