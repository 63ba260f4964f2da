import type { PrivateKey } from 'openpgp';
import type { GeneratedKeyPair, KeyGenStage } from './keygen-core.js';
import type { KeyGenRequest, KeyGenResponse } from './keygen-messages.js';
import { loadOpenpgp } from './load-openpgp.js';

export interface GenerateKeyPairOptions {
  email: string;
  /** From deriveSecrets; protects the private key. */
  passphrase: string;
  onProgress?: (stage: KeyGenStage) => void;
}

/**
 * RSA-4096 OpenPGP key pair (spec 000 §keys), private key armored and encrypted with the passphrase.
 * In browsers it runs in a module Web Worker so the page stays responsive; where `Worker` does not
 * exist (Node, tests), or the worker script may not be started from this page (an embed on a
 * partner's origin: workers must be same-origin, SecurityError), it runs inline. WebCrypto does the
 * RSA work off the main thread either way, so inline costs responsiveness only while encrypting.
 */
export function generateKeyPair(options: GenerateKeyPairOptions): Promise<GeneratedKeyPair> {
  if (typeof Worker === 'undefined') return generateInline(options);
  let worker: Worker;
  try {
    // Written out literally so Vite (and other bundlers) recognise and bundle the worker.
    worker = new Worker(new URL('./keygen.worker.ts', import.meta.url), { type: 'module' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'SecurityError') return generateInline(options);
    throw error;
  }
  return generateInWorker(worker, options);
}

async function generateInline({ email, passphrase, onProgress }: GenerateKeyPairOptions): Promise<GeneratedKeyPair> {
  const { generateKeyPairNow } = await import('./keygen-core.js');
  return generateKeyPairNow(email, passphrase, onProgress);
}

function generateInWorker(worker: Worker, { email, passphrase, onProgress }: GenerateKeyPairOptions): Promise<GeneratedKeyPair> {
  return new Promise<GeneratedKeyPair>((resolve, reject) => {
    const finish = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<KeyGenResponse>) => {
      const message = event.data;
      if (message.type === 'progress') {
        onProgress?.(message.stage);
      } else if (message.type === 'result') {
        finish();
        resolve({ publicKey: message.publicKey, encrptedPrivateKey: message.encrptedPrivateKey });
      } else {
        finish();
        reject(new Error(`Key generation failed: ${message.message}`));
      }
    };
    worker.onerror = (event: ErrorEvent) => {
      finish();
      reject(new Error(`Key generation worker failed: ${event.message || 'could not load the worker'}`));
    };
    const request: KeyGenRequest = { email, passphrase };
    worker.postMessage(request);
  });
}

/** Decrypts the armored private key with the passphrase; throws a clear Error on a wrong passphrase. */
export async function unlockPrivateKey(encrptedPrivateKey: string, passphrase: string): Promise<PrivateKey> {
  const openpgp = await loadOpenpgp();
  let privateKey: PrivateKey;
  try {
    privateKey = await openpgp.readPrivateKey({ armoredKey: encrptedPrivateKey });
  } catch {
    throw new Error('The private key is not a valid armored OpenPGP private key');
  }
  if (privateKey.isDecrypted()) return privateKey;
  try {
    return await openpgp.decryptKey({ privateKey, passphrase });
  } catch {
    throw new Error('Could not unlock the private key: wrong passphrase');
  }
}

/**
 * Armors an unlocked private key encrypted under another passphrase (a password after a reset, a
 * recovery phrase): the key pair stays the same, so every data key wrapped to it still opens.
 */
export async function protectPrivateKey(privateKey: PrivateKey, passphrase: string): Promise<string> {
  if (!passphrase) throw new Error('A passphrase is required to protect a private key');
  if (!privateKey.isDecrypted()) throw new Error('Unlock the private key before protecting it under another passphrase');
  const openpgp = await loadOpenpgp();
  // encryptKey works on a clone, so the caller's unlocked key stays usable.
  const locked = await openpgp.encryptKey({ privateKey, passphrase });
  return locked.armor();
}
