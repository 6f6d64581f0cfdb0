import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password';

describe('a new password (composer.md §5.6; issue 18)', () => {
  it('needs at least 8 characters', () => {
    expect(newPasswordProblem('', '')).toBe('Use at least 8 characters.');
    expect(newPasswordProblem('abcde', 'abcde')).toBe('Use at least 8 characters.');
    // Counted by code point, as a person counts: 7 emoji are 14 UTF-16 units, still too few.
    expect(newPasswordProblem('🔑'.repeat(7), '🔑'.repeat(7))).toBe('Use at least 8 characters.');
  });

  it('needs the confirmation to match', () => {
    expect(newPasswordProblem('long enough', 'long enougH')).toBe('The passwords do not match.');
    expect(newPasswordProblem('long enough', '')).toBe('The passwords do not match.');
  });

  it('is fine with 8 characters confirmed', () => {
    expect(newPasswordProblem('12345678', '12345678')).toBeUndefined();
    expect(newPasswordProblem('🔑'.repeat(8), '🔑'.repeat(8))).toBeUndefined();
  });
});
