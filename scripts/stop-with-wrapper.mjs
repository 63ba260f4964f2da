// `npm start` runs the server under wrappers (npm, this repository's quickstart).
// The server must not outlive them: killed by SIGKILL, a wrapper runs no handler, and a server left
// behind keeps its embedded PostgreSQL on DATA_DIR, so every later start is refused. The child gets a
// pipe on stdin whose other end only this process holds: when this process ends, however it ends,
// the kernel closes it, and the server (STOP_WHEN_STDIN_CLOSES, packages/server/src/main.ts) stops
// with its PostgreSQL. This process also ends the child when its own parent goes (npm killed).
import { spawn } from 'node:child_process';

/** How often this wrapper looks whether its own parent is still there. */
const PARENT_CHECK_MS = 1_000;

/**
 * spawn(command, args, options) with stdout and stderr shared, stdin a pipe that ties the server's
 * life to this process, and signals forwarded; resolves with the child's exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<number>}
 */
export function spawnTiedToThisProcess(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['pipe', 'inherit', 'inherit'], env: { ...(options.env ?? process.env), STOP_WHEN_STDIN_CLOSES: 'true' } });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const parent = process.ppid;
    const watch = setInterval(() => {
      // Reparented: whoever started this wrapper is gone.
      if (process.ppid !== parent) child.stdin.end();
    }, PARENT_CHECK_MS);
    watch.unref();
    child.on('exit', (code, signal) => {
      clearInterval(watch);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
