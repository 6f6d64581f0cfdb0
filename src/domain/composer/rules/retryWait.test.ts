import { describe, expect, it } from 'vitest';
import { retryCountdown, retryWaitLine } from './retryWait';

describe('retryWaitLine', () => {
  it('names the network, the time left and the last reason', () => {
    expect(
      retryWaitLine(
        {
          source: 'Bsky',
          reason:
            'There are videos that were not uploaded successfully. Failed to get upload limits',
          retryAt: 12_000,
        },
        0,
      ),
    ).toBe(
      'Bluesky: trying again in 12 s — There are videos that were not uploaded successfully. Failed to get upload limits',
    );
  });

  it('rounds part of a second up, so it never says 0 s before the time', () => {
    expect(
      retryWaitLine({ source: 'Twitter', reason: 'Service Unavailable', retryAt: 1_200 }, 1_000),
    ).toBe('X: trying again in 1 s — Service Unavailable');
  });

  it('leaves out an empty reason', () => {
    expect(retryWaitLine({ source: 'Lens', reason: '  ', retryAt: 5_000 }, 0)).toBe(
      'Lens: trying again in 5 s',
    );
  });
});

describe('retryCountdown', () => {
  it('says now once the time has come', () => {
    expect(retryCountdown(1_000, 1_000)).toBe('now');
    expect(retryCountdown(1_000, 4_000)).toBe('now');
  });

  it('counts seconds up to a minute and a half, then minutes', () => {
    expect(retryCountdown(89_000, 0)).toBe('in 89 s');
    expect(retryCountdown(90_000, 0)).toBe('in 2 min');
    expect(retryCountdown(600_000, 0)).toBe('in 10 min');
  });
});
