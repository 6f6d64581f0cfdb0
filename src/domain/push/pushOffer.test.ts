import { describe, expect, it } from 'vitest';
import { pushStep, type PushSituation } from './pushOffer';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 26, 12);
const base: PushSituation = {
  permission: 'default',
  signedIn: true,
  hasScheduledPost: true,
  lastChoice: undefined,
  now,
};

describe('pushStep (reading.md §4.7)', () => {
  it('granted: subscribes; default: offers; denied: stays quiet', () => {
    expect(pushStep({ ...base, permission: 'granted' })).toBe('subscribe');
    expect(pushStep(base)).toBe('offer');
    expect(pushStep({ ...base, permission: 'denied' })).toBe('none');
  });

  it('offers only to a person in a Polycast account with a scheduled post', () => {
    expect(pushStep({ ...base, signedIn: false })).toBe('none');
    expect(pushStep({ ...base, signedIn: false, permission: 'granted' })).toBe('none');
    expect(pushStep({ ...base, hasScheduledPost: false })).toBe('none');
    // Granted already: subscribed whatever there is to tell.
    expect(pushStep({ ...base, hasScheduledPost: false, permission: 'granted' })).toBe('subscribe');
  });

  it('“later” keeps the prompt away for 24 h, then offers again', () => {
    const later = (hoursAgo: number) => ({
      ...base,
      lastChoice: { choice: 'later' as const, at: now - hoursAgo * HOUR },
    });
    expect(pushStep(later(1))).toBe('none');
    expect(pushStep(later(23.99))).toBe('none');
    expect(pushStep(later(24))).toBe('offer');
    // 'later' is about the prompt: granted meanwhile (in the browser's own settings), it subscribes.
    expect(pushStep({ ...later(1), permission: 'granted' })).toBe('subscribe');
  });

  it('switched off in Settings: nothing, even when the browser allows it', () => {
    const off = { ...base, lastChoice: { choice: 'off' as const, at: now - 100 * HOUR } };
    expect(pushStep(off)).toBe('none');
    expect(pushStep({ ...off, permission: 'granted' })).toBe('none');
  });

  it('a browser without Web Push: nothing', () => {
    expect(pushStep({ ...base, permission: 'unsupported' })).toBe('none');
  });
});
