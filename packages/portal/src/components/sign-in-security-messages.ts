import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface SignInSecurityMessages {
  title: string;
  intro: string;
  appTitle: string;
  appOn: (codesLeft: number) => string;
  appOff: string;
  appRequired: string;
  setUp: string;
  scan: string;
  qrAlt: string;
  secretLabel: string;
  code: string;
  codeHint: string;
  confirm: string;
  cancel: string;
  codesTitle: string;
  codesIntro: string;
  codesSaved: string;
  continueToStaff: string;
  turnOff: string;
  turnedOff: string;
  enrolled: string;
  passkeysTitle: string;
  passkeysIntro: string;
  passkeysUnsupported: string;
  noPasskeys: string;
  passkeyName: string;
  passkeyDefaultName: string;
  addPasskey: string;
  passkeyAdded: string;
  passkeyAddedNoUnlock: string;
  passkeyCancelled: string;
  passkeyAddedOn: (date: string) => string;
  passkeyUnlocks: string;
  passkeyNoUnlock: string;
  removePasskey: (name: string) => string;
  remove: string;
  passkeyRemoved: string;
  loadFailed: string;
  loadAgain: string;
  loading: string;
}

const translations = () => import('./sign-in-security-translations.js');

// The profile's sign-in security: an authenticator app (TOTP) with recovery codes, and passkeys. The wording is ours.
export const signInSecurityMessages: Catalogue<SignInSecurityMessages> = {
  en: {
    title: 'Sign-in security',
    intro: 'Add a second step to your sign-in, so your password alone is not enough to get in.',
    appTitle: 'Authenticator app',
    appOn: (codesLeft) => `On. ${codesLeft} recovery code${codesLeft === 1 ? '' : 's'} left.`,
    appOff: 'Off.',
    appRequired: 'Staff accounts must keep an authenticator app.',
    setUp: 'Set up an authenticator app',
    scan: 'Scan this code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.',
    qrAlt: 'QR code to add HealthDeck to your authenticator app',
    secretLabel: 'Key',
    code: 'Code from your app',
    codeHint: 'The 6-digit code your authenticator app shows now.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    codesTitle: 'Your recovery codes',
    codesIntro: 'Keep these somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.',
    codesSaved: 'I have saved them',
    continueToStaff: 'Continue to staff tools',
    turnOff: 'Turn off',
    turnedOff: 'The authenticator app is turned off.',
    enrolled: 'The authenticator app is on.',
    passkeysTitle: 'Passkeys',
    passkeysIntro: 'Sign in with your fingerprint, face or device PIN instead of your password. Where your device supports it, a passkey also opens your sealed records.',
    passkeysUnsupported: 'This browser cannot use passkeys.',
    noPasskeys: 'No passkeys yet.',
    passkeyName: 'Passkey name',
    passkeyDefaultName: 'My passkey',
    addPasskey: 'Add a passkey',
    passkeyAdded: 'Passkey added. Signing in with it opens your sealed records.',
    passkeyAddedNoUnlock: 'Passkey added. After signing in with it, you will be asked for your password once to open sealed records.',
    passkeyCancelled: 'The passkey was not added.',
    passkeyAddedOn: (date) => `Added ${date}`,
    passkeyUnlocks: 'Opens sealed records',
    passkeyNoUnlock: 'Asks for your password to open sealed records',
    removePasskey: (name) => `Remove passkey ${name}`,
    remove: 'Remove',
    passkeyRemoved: 'Passkey removed.',
    loadFailed: 'Your sign-in security could not be loaded.',
    loadAgain: 'Try again',
    loading: 'Loading sign-in security…',
  },
  translations: lazyTranslations(translations),
};
