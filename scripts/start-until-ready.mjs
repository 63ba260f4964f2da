// Starts a HealthDeck server process and resolves with it once it prints its ready line
// (scripts/measure-start.mjs, scripts/scale-out.mjs, scripts/bench-load.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const READY_LINE = 'HealthDeck ready';

/** The Node flags every server process starts with (packages/server/node-flags.json): give them to node, or to tsx, before the script. */
export const SERVER_NODE_FLAGS = JSON.parse(readFileSync(new URL('../packages/server/node-flags.json', import.meta.url), 'utf8')).flags;

/** spawn(command, args, options), resolved when the ready line appears; rejected, with its output, if it exits first. */
export function startUntilReady(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const early = (code) => reject(new Error(`${command} ${args.join(' ')} exited (${code}) before it was ready:\n${out}`));
    const collect = (data) => {
      out += data;
      if (!out.includes(READY_LINE)) return;
      // Ready: stop keeping its output, but keep draining the pipes so the server never blocks on them.
      child.stdout.off('data', collect);
      child.stderr.off('data', collect);
      child.stdout.resume();
      child.stderr.resume();
      child.off('exit', early);
      resolve(child);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', early);
  });
}
