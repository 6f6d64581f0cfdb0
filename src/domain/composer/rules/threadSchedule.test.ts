import { describe, expect, it } from 'vitest';
import { scheduleThreadProblem } from './threadSchedule';

describe('scheduling a thread (composer.md §5.1)', () => {
  it('needs at least two posts', () => {
    expect(scheduleThreadProblem([])).toBe('A thread must have at least two posts.');
    expect(scheduleThreadProblem([{}])).toBe('A thread must have at least two posts.');
    expect(scheduleThreadProblem([{}, {}])).toBeUndefined();
  });
});
