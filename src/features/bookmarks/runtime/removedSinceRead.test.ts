import { describe, expect, it } from 'vitest';
import type { ToggleJob } from '@/sync/actions/togglesProjection';
import { removedSinceRead } from './removedSinceRead';

const READ_AT = 1_000;

/** A bookmark the reader took off, which the network confirmed just after the list was read. */
const removed: ToggleJob = {
  key: 'k',
  source: 'Bsky',
  accountId: 'did:plc:reader',
  kind: 'bookmark',
  target: 'at://post',
  wanted: false,
  confirmed: false,
  status: 'settled',
  attempts: 0,
  totalAttempts: 1,
  failures: 0,
  retryAt: READ_AT,
  pressedAt: READ_AT + 10,
  confirmedAt: READ_AT + 20,
};

describe('a bookmark row leaves its list', () => {
  it('once the network confirmed its removal after the list was read', () => {
    expect(removedSinceRead(removed, READ_AT)).toBe(true);
  });

  it('not while the removal is on its way, nor when the network refused it', () => {
    expect(removedSinceRead({ ...removed, status: 'waiting', confirmed: true }, READ_AT)).toBe(
      false,
    );
    expect(removedSinceRead({ ...removed, status: 'attempting', confirmed: true }, READ_AT)).toBe(
      false,
    );
    expect(
      removedSinceRead({ ...removed, status: 'refused', wanted: true, confirmed: true }, READ_AT),
    ).toBe(false);
  });

  it('not when pressed on again, nor when nothing was pressed', () => {
    expect(removedSinceRead({ ...removed, wanted: true, confirmed: true }, READ_AT)).toBe(false);
    expect(removedSinceRead(undefined, READ_AT)).toBe(false);
  });

  it('not when the removal came before the read (the list read after it is the later word)', () => {
    expect(removedSinceRead({ ...removed, confirmedAt: READ_AT - 1 }, READ_AT)).toBe(false);
    expect(removedSinceRead({ ...removed, confirmedAt: undefined }, READ_AT)).toBe(false);
  });

  it('only for a bookmark', () => {
    expect(removedSinceRead({ ...removed, kind: 'like' }, READ_AT)).toBe(false);
  });
});
