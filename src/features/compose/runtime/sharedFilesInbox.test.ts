import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openSharedFilesInbox, SHARED_FILES_KEPT_MS, SHARED_FILES_MAX } from './sharedFilesInbox';

const file = (name: string, text = name, type = 'image/png') => new File([text], name, { type });

describe('the shared-files inbox (the share target’s files, from service worker to composer)', () => {
  it('keeps a share’s files and gives them back once', async () => {
    const inbox = await openSharedFilesInbox();
    const id = await inbox.keep([file('a.png', 'AAAA'), file('b.mp4', 'BB', 'video/mp4')]);
    const taken = await inbox.take(id);
    expect(taken.map((f) => [f.name, f.type, f.size])).toEqual([
      ['a.png', 'image/png', 4],
      ['b.mp4', 'video/mp4', 2],
    ]);
    expect(await taken[0]?.text()).toBe('AAAA');
    expect(await inbox.take(id)).toEqual([]);
    expect(await inbox.take('no-such-share')).toEqual([]);
    inbox.close();
  });

  it('forgets shares older than a day, and keeps at most 20 files of one', async () => {
    const inbox = await openSharedFilesInbox();
    const now = 1_000_000_000_000;
    const old = await inbox.keep([file('old.png')], now);
    expect(await inbox.take(old, now + SHARED_FILES_KEPT_MS + 1)).toEqual([]);

    const stale = await inbox.keep([file('stale.png')], now);
    // A new share sweeps out the stale one.
    const many = await inbox.keep(
      Array.from({ length: 25 }, (_, i) => file(`${i}.png`)),
      now + SHARED_FILES_KEPT_MS + 1,
    );
    expect(await inbox.take(stale, now)).toEqual([]);
    expect(await inbox.take(many, now + SHARED_FILES_KEPT_MS + 2)).toHaveLength(SHARED_FILES_MAX);
    inbox.close();
  });
});
