import type { ChildProcess } from 'node:child_process';

/** Resolves once the child's output (stdout and stderr, collected into `output.text`) matches `pattern`; rejects on exit or after `ms`. */
export function waitFor(child: ChildProcess, pattern: RegExp, output: { text: string }, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${pattern}:\n${output.text}`)), ms);
    const check = () => {
      if (pattern.test(output.text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    const collect = (d: Buffer) => {
      output.text += d.toString();
      check();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!pattern.test(output.text)) reject(new Error(`Exited with ${code}:\n${output.text}`));
    });
  });
}
