import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';
import { ENGLISH_SUMMARY_LABELS, type RecordExportPart, type SummaryLabels } from '@healthdeck/sdk';
import type { PrivateKeyUnlockStrings } from '@healthdeck/widgets';

export interface RecordExportMessages {
  title: string;
  intro: string;
  downloadFhir: string;
  downloadPdf: string;
  /** The progress bar's name. */
  progressLabel: string;
  reading: Record<RecordExportPart, string>;
  building: string;
  done: string;
  /** Sealed records the keys could not open, left out of the file. */
  unopened: (count: number) => string;
  locked: string;
  failed: string;
  /** Shown while the private key is locked: records labs and devices wrote open only with it. */
  unlock: PrivateKeyUnlockStrings;
  summary: SummaryLabels;
}

const translations = () => import('./record-export-translations.js');

// The member's record as a FHIR file or a PDF summary, made in this browser (docs/decisions/0103-fhir-export.md).
export const recordExportMessages: Catalogue<RecordExportMessages> = {
  en: {
    title: 'Your health record',
    intro:
      'Download everything you have recorded here: as a FHIR file other health apps and clinics can read, or as a summary to read or print. It is opened and made in this browser and is never sent to us.',
    downloadFhir: 'Download my record (FHIR)',
    downloadPdf: 'Download summary (PDF)',
    progressLabel: 'Export progress',
    reading: {
      account: 'Reading your account',
      vitals: 'Opening your vitals',
      bodyScans: 'Opening your body scans',
      labs: 'Opening your lab results',
      dailyLogs: 'Reading your daily logs',
      devices: 'Reading your devices',
      forms: 'Opening your questionnaires',
      healthRecords: 'Opening your medications, allergies and health issues',
      appointments: 'Reading your appointments',
      consents: 'Reading your agreements',
    },
    building: 'Making your file',
    done: 'Your file is downloaded.',
    unopened: (count) => (count === 1 ? '1 record could not be opened and is left out.' : `${count} records could not be opened and are left out.`),
    locked: 'Your health data is locked. Sign in again to unlock it.',
    failed: 'Your record could not be exported. Please try again.',
    unlock: {
      lockedTitle: 'Some of your records are locked',
      lockedText: 'Results from labs and devices open with your password. Enter it to include them in your download.',
      password: 'Password',
      unlock: 'Unlock',
      wrongPassword: 'That password is not right.',
    },
    summary: ENGLISH_SUMMARY_LABELS,
  },
  translations: lazyTranslations(translations),
};
