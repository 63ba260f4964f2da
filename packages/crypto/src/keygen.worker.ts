/// <reference lib="webworker" />
import { generateKeyPairNow } from './keygen-core.js';
import type { KeyGenRequest, KeyGenResponse } from './keygen-messages.js';

// Keeps RSA-4096 generation (seconds of work) off the page's main thread, so the page stays responsive and shows progress.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<KeyGenRequest>) => {
  const post = (message: KeyGenResponse) => scope.postMessage(message);
  try {
    const pair = await generateKeyPairNow(event.data.email, event.data.passphrase, (stage) => post({ type: 'progress', stage }));
    post({ type: 'result', ...pair });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
