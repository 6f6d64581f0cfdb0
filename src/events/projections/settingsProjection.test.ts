import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../appCatalog';
import { foldEvents } from '../projection';
import { resolveFeatureFlags } from '@/domain/settings/featureFlags';
import { settingsProjection } from './settingsProjection';

let seq = 0;
function event<E extends AppEvent>(type: E['type'], payload: E['payload']): AppEvent {
  seq += 1;
  return { seq, id: `id${seq}`, type, aggregateId: 'settings', at: seq, v: 1, payload } as AppEvent;
}

describe('settings projection', () => {
  it('keeps the last theme and every flag switch', () => {
    const state = foldEvents(settingsProjection, settingsProjection.initial, [
      event('ThemeChanged', { theme: 'dark' }),
      event('FeatureFlagSet', { flag: 'sparks', enabled: false }),
      event('ThemeChanged', { theme: 'light' }),
      event('FeatureFlagSet', { flag: 'solanaDevnet', enabled: true }),
      event('ServerCallSucceeded', { callId: 'x', status: 200 }),
    ]);
    expect(state).toEqual({
      theme: 'light',
      flagOverrides: { sparks: false, solanaDevnet: true },
      preferences: {},
      notificationReads: {},
    });
  });

  it('keeps the newest notification read per type and profile (NOTIFICATION_READ_RECORD)', () => {
    const state = foldEvents(settingsProjection, settingsProjection.initial, [
      event('NotificationsRead', {
        type: 'Bsky',
        profileId: 'did:plc:a',
        latestNotificationId: 'n1',
        cause: 'firstSeen',
      }),
      event('NotificationsRead', {
        type: 'Bsky',
        profileId: 'did:plc:a',
        latestNotificationId: 'n2',
        cause: 'opened',
      }),
    ]);
    expect(state.notificationReads).toEqual({ 'Bsky did:plc:a': { latestNotificationId: 'n2' } });
  });

  it('remembers preferences such as a dismissed tip', () => {
    const state = foldEvents(settingsProjection, settingsProjection.initial, [
      event('PreferenceSet', { key: 'SHOW_SCHEDULE_POST_TIP', value: false }),
    ]);
    expect(state.preferences).toEqual({ SHOW_SCHEDULE_POST_TIP: false });
  });

  it('resolves flags over their defaults and ignores retired ones', () => {
    const flags = resolveFeatureFlags({ sparks: false, retiredFlag: true });
    expect(flags.sparks).toBe(false);
    expect(flags.schedulePost).toBe(true);
    expect(flags.solanaDevnet).toBe(false);
    expect('retiredFlag' in flags).toBe(false);
  });
});
