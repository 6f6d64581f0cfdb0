import { describe, expect, it } from 'vitest';
import { NO_NOTIFICATION_YET } from '@/domain/notifications/readRecord';
import { notificationWatchDecision } from './notificationWatchDecision';

describe('notificationWatchDecision', () => {
  it('records the first look without calling it new', () => {
    expect(notificationWatchDecision(undefined, 'n1')).toEqual({
      kind: 'firstSeen',
      remember: 'n1',
    });
  });

  it('records a first look at a profile with no notification yet, so its first one is new', () => {
    expect(notificationWatchDecision(undefined, undefined)).toEqual({
      kind: 'firstSeen',
      remember: NO_NOTIFICATION_YET,
    });
    expect(notificationWatchDecision(NO_NOTIFICATION_YET, 'n1')).toEqual({
      kind: 'new',
      remember: 'n1',
    });
  });

  it('calls a newest id other than the remembered one new', () => {
    expect(notificationWatchDecision('n1', 'n2')).toEqual({ kind: 'new', remember: 'n2' });
  });

  it('tells nothing when the newest is the one remembered, or none is left', () => {
    expect(notificationWatchDecision('n2', 'n2')).toEqual({ kind: 'same' });
    expect(notificationWatchDecision('n2', undefined)).toEqual({ kind: 'same' });
  });
});
