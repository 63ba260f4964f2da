import type { NoPulseReason } from './rppg';
import { lazyTranslations, type Catalogue } from '../i18n/language';

/** The strings of the vitals scan screen (/client/vitals); the rows and badges are the card's (messages.ts). */
export interface VitalsScanMessages {
  /** The scan screen (/client/vitals). */
  scanTitle: string;
  cameraStarting: string;
  cameraRefused: string;
  cameraMissing: string;
  cameraFailed: string;
  backToVitals: string;
  cameraPreview: string;
  alignFace: string;
  startScan: string;
  cancelScan: string;
  scanProgress: string;
  secondsLeft: (seconds: number) => string;
  reading: string;
  saved: string;
  tryAgain: string;
  /** The scan read no pulse (a still picture, a dark room, a moving face): never a number. */
  noPulse: string;
  /** What to change, by why no pulse was read. */
  noPulseHints: Record<NoPulseReason, string>;
}

export const vitalsScanMessages: Catalogue<VitalsScanMessages> = {
  en: {
    scanTitle: 'Take my vitals',
    cameraStarting: 'Starting your camera…',
    cameraRefused: 'Camera access was refused, so your vitals cannot be taken. Allow the camera for this site in your browser settings, then try again.',
    cameraMissing: 'No camera was found. Connect a camera, or use a device with one, to take your vitals.',
    cameraFailed: 'Your camera could not be started. Close other apps using it, then try again.',
    backToVitals: 'Back to vitals',
    cameraPreview: 'Your camera',
    alignFace: 'Align your face inside the oval and stay still.',
    startScan: 'Start scan',
    cancelScan: 'Cancel',
    scanProgress: 'Scan progress',
    secondsLeft: (seconds) => `${seconds} seconds left`,
    reading: 'Reading your vitals…',
    saved: 'Your vitals are saved.',
    tryAgain: 'Try again',
    noPulse: 'We could not read a pulse.',
    noPulseHints: {
      'too-short': 'The camera gave too few pictures. Keep this page open for the whole scan and try again.',
      'too-dark': 'It is too dark. Face a light, then try again.',
      'no-face': 'We could not see your face. Keep your face inside the oval and try again.',
      'no-pulse': 'Keep your face inside the oval, stay still in good, even light, and try again.',
    },
  },
  translations: lazyTranslations(() => import('./translations')),
};
