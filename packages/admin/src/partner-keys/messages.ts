import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// An organisation's partner API keys, in the six languages: English here, the
// others in ./translations.ts.

export interface PartnerKeysMessages {
  title: string;
  intro: string;
  loading: string;
  none: string;
  label: string;
  key: string;
  lastUsed: string;
  status: string;
  never: string;
  revokedOn: (date: string) => string;
  active: string;
  revoke: string;
  revokeLabel: (label: string) => string;
  confirmTitle: string;
  confirmText: (label: string, prefix: string) => string;
  newKey: string;
  keyLabel: string;
  keyHint: string;
  createKey: string;
  secretTitle: (label: string) => string;
  secretWarning: string;
  secretKeep: string;
  secretLabel: string;
  copy: string;
  stored: string;
  copied: string;
  copyFailed: string;
}

export const partnerKeysMessages: Catalogue<PartnerKeysMessages> = {
  en: {
    title: 'Partner API keys',
    intro:
      "A partner's server trades a key and a member's email for a short-lived member session, so its pages can show the member's widgets without a second sign-in. Those pages must be on one of this organization's allowed origins.",
    loading: 'Loading partner API keys',
    none: 'No partner API keys yet.',
    label: 'Label',
    key: 'Key',
    lastUsed: 'Last used',
    status: 'Status',
    never: 'Never',
    revokedOn: (date) => `Revoked ${date}`,
    active: 'Active',
    revoke: 'Revoke',
    revokeLabel: (label) => `Revoke ${label}`,
    confirmTitle: 'Revoke partner API key',
    confirmText: (label, prefix) =>
      `Revoke “${label}” (${prefix}…)? The partner's server can no longer get member sessions with it, and sessions it gave stop within minutes. This cannot be undone.`,
    newKey: 'New partner API key',
    keyLabel: 'Key label',
    keyHint: 'Who or what uses it, e.g. “Riverside production server”',
    createKey: 'Create key',
    secretTitle: (label) => `New key “${label}”`,
    secretWarning: 'Copy this key now: it is shown only once.',
    secretKeep: "Keep it on the partner's server (an environment variable or a secret store), never in a web page.",
    secretLabel: 'Partner API key',
    copy: 'Copy key',
    stored: 'I have stored it',
    copied: 'Copied to the clipboard.',
    copyFailed: 'The browser did not allow copying: select the key and copy it yourself.',
  },
  translations: lazyTranslations(() => import('./translations.js')),
};
