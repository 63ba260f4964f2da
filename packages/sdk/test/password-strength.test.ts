import { describe, expect, it } from 'vitest';
import { PASSWORD_REASONS, passwordStrength } from '../src/rules/password-strength.js';

describe('passwordStrength (WEAK_PASSWORD judged in the client)', () => {
  it.each([
    ['', PASSWORD_REASONS.tooShort],
    ['Ab1!Ab1!A', PASSWORD_REASONS.tooShort], // 9 characters
    ['aaaaaaaaaaaa', PASSWORD_REASONS.oneCharacter],
    ['!!!!!!!!!!', PASSWORD_REASONS.oneCharacter],
    ['abcdefghijkl', PASSWORD_REASONS.fewClasses], // lower only
    ['abcdefGHIJKL', PASSWORD_REASONS.fewClasses], // two classes
    ['abcdef123456', PASSWORD_REASONS.fewClasses],
  ])('%j is weak: %s', (password, reason) => {
    expect(passwordStrength(password)).toEqual({ ok: false, reason });
  });

  it.each([
    'abcdeFGH12', // exactly 10, lower+upper+digit
    'abcdefgh1!', // lower+digit+symbol
    'ABCDEFGH1 ', // upper+digit+space (a symbol)
    'Ünïcödé-2025', // non-ASCII letters count as letters
    'correct Horse battery',
  ])('%j is strong enough', (password) => {
    expect(passwordStrength(password)).toEqual({ ok: true });
  });

  it('counts code points, so 9 letters plus an emoji is 10 characters', () => {
    expect(passwordStrength('abcDEFghi😀').ok).toBe(true);
    expect(passwordStrength('abcDEFgh😀').ok).toBe(false);
  });
});
