import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

describe('formatFileSize (composer.md §9)', () => {
  it('shows bytes whole and larger sizes 1024-based with 1 decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5.0 MB');
    expect(formatFileSize(1_000_000)).toBe('976.6 KB');
    expect(formatFileSize(1024 ** 3)).toBe('1.0 GB');
    expect(formatFileSize(2.25 * 1024 ** 4)).toBe('2.3 TB');
    expect(formatFileSize(1024 ** 5)).toBe('1.0 PB');
  });

  it('moves to the next unit rather than show 1024.0, and stops at PB', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatFileSize(2048 * 1024 ** 5)).toBe('2048.0 PB');
  });

  it('shows nonsense as 0 B', () => {
    expect(formatFileSize(-1)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });
});
