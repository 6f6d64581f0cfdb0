import { describe, expect, it } from 'vitest';
import { counterIsRed, lengthRatio, ringColour } from './lengthRing';

describe('length ring (composer.md §5.2)', () => {
  it('is green below 80 %, amber from 80 % to 90 %, red above', () => {
    expect(ringColour(0, 100)).toBe('green');
    expect(ringColour(79, 100)).toBe('green');
    expect(ringColour(80, 100)).toBe('amber');
    expect(ringColour(90, 100)).toBe('amber');
    expect(ringColour(91, 100)).toBe('red');
    expect(ringColour(150, 100)).toBe('red');
  });

  it('turns the counter red only when over', () => {
    expect(counterIsRed(100, 100)).toBe(false);
    expect(counterIsRed(101, 100)).toBe(true);
  });

  it('handles nothing available', () => {
    expect(lengthRatio(0, 0)).toBe(0);
    expect(ringColour(0, 0)).toBe('green');
    expect(ringColour(1, 0)).toBe('red');
  });
});
