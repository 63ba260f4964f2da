import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';
import type { ProcessRunStatus, ProcessStepKind } from '@healthdeck/contract/light';

// The process editor's and the runs list's strings (spec 000 §3.1 processes), in the six
// languages: English here, the others in ./translations.ts.

export interface ProcessMessages {
  back: string;
  newProcess: string;
  editTitle: (name: string) => string;
  loading: string;
  code: string;
  name: string;
  description: string;
  active: string;
  steps: string;
  noSteps: string;
  stepTitle: (position: number, kind: string) => string;
  kinds: Record<ProcessStepKind, string>;
  addStep: string;
  stepToAdd: string;
  moveUp: string;
  moveDown: string;
  remove: string;
  stars: string;
  programme: string;
  choose: string;
  actionCode: string;
  action: string;
  chooseProgrammeFirst: string;
  chooseOne: string;
  noActions: string;
  actionsFailed: string;
  assignHint: string;
  title: string;
  body: string;
  link: string;
  subject: string;
  emailBody: string;
  placeholders: string;
  url: string;
  secret: string;
  secretHint: string;
  newSecret: string;
  secretSet: string;
  save: string;
  created: (name: string) => string;
  saved: (name: string) => string;
  runTitle: string;
  runFor: string;
  runForMember: string;
  runForProgramme: string;
  memberIds: string;
  memberIdsHint: string;
  run: string;
  queued: (count: number) => string;
  runs: string;
  runsOf: (name: string) => string;
  loadingRuns: string;
  noRuns: string;
  member: string;
  process: string;
  status: string;
  attempts: string;
  started: string;
  statuses: Record<ProcessRunStatus, string>;
  stepStatuses: Record<'pending' | 'succeeded' | 'failed', string>;
  answer: (status: string, body: string) => string;
  noAnswer: string;
  retry: string;
  retryLabel: (member: string) => string;
  retried: string;
  filterStatus: string;
  all: string;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
}

export const processMessages: Catalogue<ProcessMessages> = {
  en: {
    back: '← Processes',
    newProcess: 'New process',
    editTitle: (name) => `Process: ${name}`,
    loading: 'Loading the process',
    code: 'Code',
    name: 'Name',
    description: 'Description',
    active: 'Active',
    steps: 'Steps',
    noSteps: 'No steps yet: add the first one below.',
    stepTitle: (position, kind) => `Step ${position}: ${kind}`,
    kinds: {
      award_stars: 'Award stars',
      enrol_programme: 'Enrol in a programme',
      assign_action: 'Assign an action',
      complete_action: 'Complete an action',
      notify: 'Send a notification',
      send_email: 'Send an email',
      webhook: 'Call a webhook',
    },
    addStep: 'Add step',
    stepToAdd: 'Step to add',
    moveUp: 'Move up',
    moveDown: 'Move down',
    remove: 'Remove',
    stars: 'Stars',
    programme: 'Programme',
    choose: 'Choose…',
    actionCode: 'Action code',
    action: 'Action',
    chooseProgrammeFirst: 'Choose the programme first',
    chooseOne: 'Choose one',
    noActions: 'This programme has no actions yet.',
    actionsFailed: 'The programme’s actions could not be loaded.',
    assignHint:
      'The member sees the action on their programme card (and joins the programme if they are not in it). An action marked “Only for members it is assigned to” shows to them alone.',
    title: 'Title',
    body: 'Text',
    link: 'Link (optional)',
    subject: 'Subject',
    emailBody: 'Email text',
    placeholders: 'You may write {{user.name}} and {{user.email}}.',
    url: 'Address (https)',
    secret: 'Signing secret',
    secretHint: 'At least 16 characters; the partner checks the X-HealthDeck-Signature header with it.',
    newSecret: 'New signing secret',
    secretSet: 'A secret is set and is never shown again. Leave this empty to keep it, or type a new one (at least 16 characters) to replace it.',
    save: 'Save process',
    created: (name) => `Process “${name}” created.`,
    saved: (name) => `Process “${name}” saved.`,
    runTitle: 'Run this process',
    runFor: 'Run for',
    runForMember: 'Members',
    runForProgramme: 'Every member of a programme',
    memberIds: 'Member ids',
    memberIdsHint: 'One id a line, as the users list shows them.',
    run: 'Run',
    queued: (count) => (count === 1 ? '1 run queued.' : `${count} runs queued.`),
    runs: 'Process runs',
    runsOf: (name) => `Runs of ${name}`,
    loadingRuns: 'Loading the runs',
    noRuns: 'No runs yet.',
    member: 'Member',
    process: 'Process',
    status: 'Status',
    attempts: 'Attempts',
    started: 'Started',
    statuses: { queued: 'Queued', running: 'Running', succeeded: 'Done', failed: 'Failed' },
    stepStatuses: { pending: 'Waiting', succeeded: 'Done', failed: 'Failed' },
    answer: (status, body) => `Answer: ${status}${body ? ` — ${body}` : ''}`,
    noAnswer: 'no answer',
    retry: 'Retry',
    retryLabel: (member) => `Retry the run for ${member}`,
    retried: 'The run is queued again.',
    filterStatus: 'Show',
    all: 'All runs',
    previous: 'Previous',
    next: 'Next',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  translations: lazyTranslations(() => import('./translations.js')),
};
