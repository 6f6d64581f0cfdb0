import { AtpAgent } from '@atproto/api';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bskyAgentCall } from '@/sources/bsky/bskyAgentCall';
import { createBskyBookmarks } from '@/sources/bsky/bskyBookmarks';
import { subjectRecordKey } from '@/sources/bsky/recordKey';
import { newBskyAccount, value } from '../../support/sandboxAccounts';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';

afterEach(clearFaults);

const signal = () => AbortSignal.timeout(20_000);
type Account = Awaited<ReturnType<typeof newBskyAccount>>;

/** The reader's records of one collection, with their cids: a rewrite would change the cid. */
async function recordsIn(did: string, collection: string) {
  const { data } = await new AtpAgent({
    service: sandbox().bsky.pds,
  }).com.atproto.repo.listRecords({ repo: did, collection, limit: 100 });
  return data.records.map((r) => ({ uri: r.uri, cid: r.cid }));
}

/** Cut the answer of one XRPC method after the PDS has done the work. */
const loseAnswersOf = (nsid: string) =>
  setFaults('bsky', { dropAfterCommitRate: 1, paths: [`/xrpc/${nsid}`] });

describe('Bluesky toggles whose answer was lost after commit (issue 21)', () => {
  let reader: Account;
  let author: Account;
  let postUri = '';
  let authorAgent: AtpAgent;

  beforeAll(async () => {
    reader = await newBskyAccount(sandbox());
    author = await newBskyAccount(sandbox());
    authorAgent = new AtpAgent({ service: sandbox().bsky.pds });
    await authorAgent.login({ identifier: author.handle, password: 'app-pass' });
    postUri = (await authorAgent.post({ text: 'lost and found' })).uri;
    for (let tries = 0; tries < 100; tries++) {
      if (value(await reader.source.getPost(postUri, signal()))) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  for (const [kind, collection, target] of [
    ['like', 'app.bsky.feed.like', () => postUri],
    ['repost', 'app.bsky.feed.repost', () => postUri],
    ['follow', 'app.bsky.graph.follow', () => author.did],
    ['block', 'app.bsky.graph.block', () => author.did],
  ] as const) {
    it(`${kind}: a create whose answer is lost finds its record; sent again, it writes none`, async () => {
      await loseAnswersOf('com.atproto.repo.createRecord');
      // The fault is in place: a plain client's create loses its answer.
      await expect(authorAgent.post({ text: 'cut off' })).rejects.toThrow();
      // The record's key is fixed by its subject: the adapter looks there itself and answers ok.
      expect(await reader.source.setToggle(kind, target(), true, signal())).toEqual({
        ok: true,
        value: undefined,
      });
      await clearFaults();
      const landed = await recordsIn(reader.did, collection);
      const rkey = subjectRecordKey(collection, target());
      expect(landed).toEqual([
        { uri: `at://${reader.did}/${collection}/${rkey}`, cid: expect.any(String) },
      ]);

      // At once, whether or not the AppView has indexed it yet.
      expect(await reader.source.setToggle(kind, target(), true, signal())).toMatchObject({
        ok: true,
      });
      expect(await recordsIn(reader.did, collection)).toEqual(landed);

      await loseAnswersOf('com.atproto.repo.deleteRecord');
      const lostUndo = await reader.source.setToggle(kind, target(), false, signal());
      expect(lostUndo).toMatchObject({ ok: false, error: { kind: 'unknown_outcome' } });
      await clearFaults();
      expect(await recordsIn(reader.did, collection)).toEqual([]);
      expect(await reader.source.setToggle(kind, target(), false, signal())).toMatchObject({
        ok: true,
      });
      expect(await recordsIn(reader.did, collection)).toEqual([]);
    });
  }

  it('bookmark: sent again after a lost answer, it is still one bookmark', async () => {
    const bookmarks = createBskyBookmarks(
      bskyAgentCall({ service: sandbox().bsky.pds, did: reader.did, store: reader.store }),
    );
    const listed = async () => value(await bookmarks.getBookmarks(undefined, signal())).items;
    await loseAnswersOf('app.bsky.bookmark.createBookmark');
    const lost = await reader.source.setToggle('bookmark', postUri, true, signal());
    expect(lost).toMatchObject({ ok: false, error: { kind: 'unknown_outcome' } });
    await clearFaults();
    const again = await reader.source.setToggle('bookmark', postUri, true, signal());
    expect(again).toMatchObject({
      ok: true,
    });
    expect((await listed()).map((p) => p.id)).toEqual([postUri]);
    expect(await reader.source.setToggle('bookmark', postUri, false, signal())).toMatchObject({
      ok: true,
    });
    expect(await listed()).toEqual([]);
  });
});
