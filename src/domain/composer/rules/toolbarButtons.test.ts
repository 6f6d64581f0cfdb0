import { describe, expect, it } from 'vitest';
import { redPacketButtonShown, scheduleButtonShown } from './toolbarButtons';

const plain = { images: [], videos: [], isAnonymous: false };
const picture = { id: 'i', file: { name: 'a.png', type: 'image/png' } } as never;

describe('toolbar buttons (composer.md §2.3)', () => {
  it('shows the red packet only with no schedule, no media, on desktop, not anonymous', () => {
    expect(redPacketButtonShown({ scheduleTime: null }, plain, true)).toBe(true);
    expect(redPacketButtonShown({ scheduleTime: 1 }, plain, true)).toBe(false);
    expect(
      redPacketButtonShown({ scheduleTime: null }, { ...plain, images: [picture] }, true),
    ).toBe(false);
    expect(
      redPacketButtonShown({ scheduleTime: null }, { ...plain, videos: [picture] }, true),
    ).toBe(false);
    expect(redPacketButtonShown({ scheduleTime: null }, plain, false)).toBe(false);
    expect(
      redPacketButtonShown({ scheduleTime: null }, { ...plain, isAnonymous: true }, true),
    ).toBe(false);
  });

  it('shows scheduling behind its flag, never for an anonymous post', () => {
    expect(scheduleButtonShown(true, plain)).toBe(true);
    expect(scheduleButtonShown(false, plain)).toBe(false);
    expect(scheduleButtonShown(true, { isAnonymous: true })).toBe(false);
  });
});
