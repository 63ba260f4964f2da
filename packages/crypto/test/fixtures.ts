import { generateKeyPair } from '../src/index.js';
import type { GeneratedKeyPair, KeyGenStage } from '../src/index.js';

export interface TestIdentity extends GeneratedKeyPair {
  email: string;
  passphrase: string;
  stages: KeyGenStage[];
}

/** Real RSA-4096 key pairs, made once per test file (each takes a few seconds). */
const made = new Map<string, Promise<TestIdentity>>();

export function identity(name: string): Promise<TestIdentity> {
  let pending = made.get(name);
  if (!pending) {
    const email = `${name}@healthdeck.test`;
    const passphrase = `passphrase of ${name}`;
    const stages: KeyGenStage[] = [];
    pending = generateKeyPair({ email, passphrase, onProgress: (stage) => stages.push(stage) }).then((pair) => ({
      ...pair,
      email,
      passphrase,
      stages,
    }));
    made.set(name, pending);
  }
  return pending;
}
