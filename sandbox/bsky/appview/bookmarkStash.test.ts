import { describe, expect, it } from 'vitest';
import { BookmarkStash } from './bookmarkStash';

const post = (n: number) => ({ uri: `at://did:plc:a/app.bsky.feed.post/${n}`, cid: `cid${n}` });

describe('BookmarkStash', () => {
  it('keeps one bookmark per viewer and post, counts them per post, and forgets them', () => {
    const stash = new BookmarkStash();
    stash.add('did:plc:r', post(1));
    stash.add('did:plc:r', post(1));
    stash.add('did:plc:s', post(1));
    expect(stash.countOf(post(1).uri)).toBe(2);
    expect(stash.has('did:plc:r', post(1).uri)).toBe(true);
    stash.remove('did:plc:r', post(1).uri);
    stash.remove('did:plc:r', post(1).uri);
    expect(stash.countOf(post(1).uri)).toBe(1);
    expect(stash.has('did:plc:r', post(1).uri)).toBe(false);
  });

  it('pages a viewer bookmarks newest first, each once', () => {
    const stash = new BookmarkStash();
    for (const n of [1, 2, 3]) stash.add('did:plc:r', post(n));
    stash.add('did:plc:s', post(4));
    const first = stash.page('did:plc:r', 2);
    expect(first.bookmarks.map((b) => b.subject.uri)).toEqual([post(3).uri, post(2).uri]);
    const second = stash.page('did:plc:r', 2, first.next);
    expect(second.bookmarks.map((b) => b.subject.uri)).toEqual([post(1).uri]);
    expect(second.next).toBeUndefined();
  });
});
