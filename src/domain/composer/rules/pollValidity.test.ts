import { describe, expect, it } from 'vitest';
import type { Poll } from '../model/poll';
import { newPoll } from '../model/poll';
import { isPollValid } from './pollValidity';

let n = 0;
const filled: Poll = {
  ...newPoll(() => `id${++n}`),
  options: [
    { id: 'a', label: 'Yes' },
    { id: 'b', label: 'No' },
  ],
};

describe('poll validity (composer.md §5.5)', () => {
  it('is valid with every option labelled', () => {
    expect(isPollValid(filled)).toBe(true);
  });

  it('refuses two options that say the same, ignoring case and spaces (the server would too)', () => {
    const twice = (a: string, b: string) =>
      isPollValid({
        ...filled,
        options: [
          { id: 'a', label: a },
          { id: 'b', label: b },
        ],
      });
    expect(twice('Yes', ' yes ')).toBe(false);
    expect(twice('Yes', 'Yes!')).toBe(true);
  });

  it('needs every label non-empty (blank is empty)', () => {
    expect(
      isPollValid({
        ...filled,
        options: [
          { id: 'a', label: 'Yes' },
          { id: 'b', label: ' ' },
        ],
      }),
    ).toBe(false);
    expect(isPollValid(newPoll(() => 'x'))).toBe(false);
  });

  it('needs multiple_count for a Multiple poll, within the options', () => {
    expect(isPollValid({ ...filled, type: 'Multiple' })).toBe(false);
    expect(isPollValid({ ...filled, type: 'Multiple', multiple_count: 2 })).toBe(true);
    expect(isPollValid({ ...filled, type: 'Multiple', multiple_count: 3 })).toBe(false);
    expect(isPollValid({ ...filled, type: 'Multiple', multiple_count: 0 })).toBe(false);
    expect(isPollValid({ ...filled, type: 'Single', multiple_count: 9 })).toBe(true);
  });

  it('needs strategies set', () => {
    expect(isPollValid({ ...filled, strategies: '' })).toBe(false);
  });
});
