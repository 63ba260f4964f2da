import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from '../src/background-work.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('background work', () => {
  it('runs after the caller goes on, and idle() settles once it is done', async () => {
    const work = createBackgroundWork();
    const done: string[] = [];
    work.run('a', async () => {
      await tick();
      done.push('a');
    });
    expect(done).toEqual([]);
    await work.idle();
    expect(done).toEqual(['a']);
  });

  it('idle() also waits for work started by work', async () => {
    const work = createBackgroundWork();
    const done: string[] = [];
    work.run('outer', async () => {
      await tick();
      work.run('inner', async () => {
        await tick();
        done.push('inner');
      });
    });
    await work.idle();
    expect(done).toEqual(['inner']);
  });

  it('a failure, thrown or rejected, is logged under its label and does not stop the rest', async () => {
    const failures: string[] = [];
    const work = createBackgroundWork((label, error) => failures.push(`${label}: ${(error as Error).message}`));
    const done: string[] = [];
    work.run('throws', () => {
      throw new Error('at once');
    });
    work.run('rejects', async () => {
      await tick();
      throw new Error('later');
    });
    work.run('fine', async () => {
      done.push('fine');
    });
    await work.idle();
    expect(failures.sort()).toEqual(['rejects: later', 'throws: at once']);
    expect(done).toEqual(['fine']);
  });

  it('finish(ms) waits for the work, but no longer than ms, and says how much was left', async () => {
    const work = createBackgroundWork();
    work.run('quick', tick);
    expect(await work.finish(1_000)).toBe(0);
    work.run('hangs', () => new Promise(() => {}));
    const started = Date.now();
    expect(await work.finish(50)).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('idle() with nothing running settles at once', async () => {
    await expect(createBackgroundWork().idle()).resolves.toBeUndefined();
  });
});
