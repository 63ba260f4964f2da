// openpgp (~370 KB minified) is loaded on first use only, so pages that never touch OpenPGP
// (the embed bundle reading 'hd1.' records) do not pay for it.
let loading: Promise<typeof import('openpgp')> | null = null;

export function loadOpenpgp(): Promise<typeof import('openpgp')> {
  loading ??= import('openpgp');
  return loading;
}
