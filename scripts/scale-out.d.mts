// Types of scale-out.mjs for the TypeScript tests that use it (the server's scale-out test, the journey).
import type { ChildProcess } from 'node:child_process';

export const UPSTREAM_HEADER: string;
export function freePort(): Promise<number>;
export function startRoundRobinProxy(targets: string[], options?: { port?: number; host?: string }): Promise<{ url: string; close(): Promise<void> }>;
export interface ScaleOut {
  /** The proxy's URL. */
  url: string;
  /** The servers' own URLs, in the proxy's round-robin order. */
  servers: string[];
  children: ChildProcess[];
  databaseUrl: string | null;
  stop(): Promise<void>;
}
export function startScaleOut(options: { processes?: number; dataDir: string; databaseUrl?: string; port?: number; env?: Record<string, string> }): Promise<ScaleOut>;
