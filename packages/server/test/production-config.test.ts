import { describe, expect, it } from 'vitest';
import { PRODUCTION_CHECKS, productionProblems, productionRefusal, type ProductionCheck } from '../src/production-config.js';

/** Every setting production asks for, set safely. */
const SAFE: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
  PUBLIC_URL: 'https://health.example',
  TRUST_PROXY: '10.0.0.5',
  SEED: 'false',
  SANDBOX_VENDORS: 'accept',
};

describe('production configuration check', () => {
  it('checks nothing outside production', () => {
    expect(productionProblems({})).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(productionRefusal({ NODE_ENV: 'test' })).toBeNull();
  });

  it('starts when every setting is safe', () => {
    expect(productionProblems(SAFE)).toEqual([]);
    expect(productionRefusal(SAFE)).toBeNull();
    expect(productionProblems({ ...SAFE, TRUST_PROXY: 'false' })).toEqual([]);
  });

  it('names each problem once, in one message: the defaults of npm start', () => {
    const problems = productionProblems({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/^SMTP_URL is not set/);
    expect(problems[1]).toMatch(/^PUBLIC_URL is not set/);
    expect(problems[2]).toMatch(/^TRUST_PROXY is not set/);
    expect(problems[3]).toMatch(/^SEED is not false/);
    expect(problems[4]).toMatch(/SANDBOX_VENDORS=accept/);
    const refusal = productionRefusal({ NODE_ENV: 'production' })!;
    expect(refusal.split('\n')[0]).toBe('NODE_ENV=production: refusing to start (5 unsafe settings):');
    for (const problem of problems) expect(refusal).toContain(`  - ${problem}`);
  });

  it.each([
    [{ SMTP_URL: '' }, /^SMTP_URL is not set/],
    [{ SMTP_URL: undefined }, /^SMTP_URL is not set/],
    [{ PUBLIC_URL: undefined }, /^PUBLIC_URL is not set/],
    [{ PUBLIC_URL: 'http://health.example' }, /^PUBLIC_URL must be an https:\/\/ address \(it is http:\/\/health\.example\)/],
    [{ PUBLIC_URL: 'health.example' }, /^PUBLIC_URL must be an https:\/\//],
    [{ TRUST_PROXY: '' }, /^TRUST_PROXY is not set/],
    [{ SEED: undefined }, /^SEED is not false/],
    [{ SEED: 'true' }, /^SEED is not false/],
    [{ SANDBOX_VENDORS: undefined }, /SANDBOX_VENDORS=accept/],
  ] as [NodeJS.ProcessEnv, RegExp][])('%o alone: that one problem', (change, message) => {
    const problems = productionProblems({ ...SAFE, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('a new check is one entry: its message joins the others', () => {
    const checks: ProductionCheck[] = [...PRODUCTION_CHECKS, (env) => (env.ESCROW_PUBLIC_KEY ? null : 'ESCROW_PUBLIC_KEY is not set.')];
    expect(productionProblems(SAFE, checks)).toEqual(['ESCROW_PUBLIC_KEY is not set.']);
  });
});
