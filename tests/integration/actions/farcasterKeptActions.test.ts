import { FarcasterNetwork } from '@farcaster/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelDisplayName } from '@/domain/composer/model/channel';
import { createFarcasterReads } from '@/sources/farcaster/farcasterReads';
import { createFarcasterSource } from '@/sources/farcaster/createFarcasterSource';
import { groveMediaHost } from '@/sources/storage/groveStorage';
import type { SourceReads } from '@/sources/reading/sourceReads';
import type { Source } from '@/sources/source';
import { provenSignUp } from '../../support/provenSignUp';
import { readAllPages } from '../../support/readAllPages';
import { newFarcasterAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

const signal = () => AbortSignal.timeout(20_000);

/** What the product server keeps, read as the person's Polycast session (behind the adapter). */
async function kept(token: string, fid: number, kind: string) {
  const answer = await fetch(
    `${sandbox().product.api}/api/reader-actions/farcaster/${fid}/switches/${kind}/list?limit=50`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { items: { target: string }[] }).items.map((i) => i.target);
}

describe('Farcaster bookmarks, mutes, channel blocks and reports through the product server', () => {
  let reader: Source;
  let reads: SourceReads;
  let token: string;
  let fid: number;
  let castIds: string[];
  let authorFid: number;

  beforeAll(async () => {
    const [account, author] = await Promise.all([
      newFarcasterAccount(sandbox()),
      newFarcasterAccount(sandbox()),
    ]);
    const signedUp = await provenSignUp(sandbox(), sandbox().product.api, account);
    token = signedUp.token;
    fid = account.fid;
    authorFid = author.fid;
    const product = { apiBase: sandbox().product.api, session: async () => token };
    reader = createFarcasterSource({
      hubUrl: sandbox().farcaster?.hub ?? '',
      fid,
      network: FarcasterNetwork.DEVNET,
      store: account.store,
      media: groveMediaHost(sandbox().lens?.storage ?? ''),
      product,
    });
    reads = createFarcasterReads({
      hubUrl: sandbox().farcaster?.hub ?? '',
      fid,
      apiBase: sandbox().product.api,
      session: product.session,
      pageSize: 2,
    });
    castIds = [];
    for (const text of ['first cast to keep', 'second cast to keep', 'third cast to keep']) {
      const prepared = value(
        await author.source.prepare({ text, media: [] }, `kept-${fid}-${text}`, signal()),
      );
      castIds.push(value(await author.source.publish(prepared, signal())).id);
    }
  }, 90_000);

  it('bookmarks casts once each, reads them back newest first a page at a time, and unbookmarks', async () => {
    const [first = '', second = '', third = ''] = castIds;
    for (const id of [first, second, second, third])
      value(await reader.setToggle('bookmark', id, true, signal()));
    expect(await kept(token, fid, 'bookmark')).toEqual([third, second, first]);

    const bookmarks = reads.bookmarks;
    if (!bookmarks) throw new Error('Farcaster reads have no bookmarks');
    const pages = await readAllPages((cursor) => bookmarks(cursor, signal()));
    expect(pages.map((page) => page.map((post) => post.id))).toEqual([[third, second], [first]]);
    expect(pages[0]?.[0]?.text).toBe('third cast to keep');

    const activity = reads.postActivity;
    if (!activity) throw new Error('Farcaster reads have no postActivity');
    expect(value(await activity(second, signal())).viewer?.bookmarked).toBe(true);
    value(await reader.setToggle('bookmark', second, false, signal()));
    value(await reader.setToggle('bookmark', second, false, signal()));
    expect(value(await activity(second, signal())).viewer?.bookmarked).toBe(false);
    expect(await kept(token, fid, 'bookmark')).toEqual([third, first]);
  });

  it('refuses a bookmark of a cast the hub does not have', async () => {
    const missing = `${authorFid}:0x${'ab'.repeat(20)}`;
    expect(await reader.setToggle('bookmark', missing, true, signal())).toEqual({
      ok: false,
      error: { kind: 'invalid', message: `This cast is not on Farcaster: ${missing}` },
    });
  });

  it('blocks and unblocks a channel, read back as the menu reads it', async () => {
    const blocked = reads.channelBlocked;
    if (!blocked) throw new Error('Farcaster reads have no channelBlocked');
    value(await reader.setToggle('blockChannel', 'art', true, signal()));
    value(await reader.setToggle('blockChannel', 'art', true, signal()));
    expect(value(await blocked('art', signal()))).toBe(true);
    expect(value(await blocked('music', signal()))).toBe(false);
    expect(await kept(token, fid, 'blockChannel')).toEqual(['art']);
    // The list the timelines hide casts by.
    const all = reads.blockedChannels;
    if (!all) throw new Error('Farcaster reads have no blockedChannels');
    expect(value(await all(signal()))).toEqual(['art']);
    value(await reader.setToggle('blockChannel', 'art', false, signal()));
    expect(value(await blocked('art', signal()))).toBe(false);
    expect(value(await all(signal()))).toEqual([]);
    expect(channelDisplayName({ name: 'art', source: 'Farcaster' })).toBe('/art');
  });

  it('mutes a person, shown in their profile’s relation and the list timelines hide by, and unmutes', async () => {
    const muted = reads.mutedPeople;
    if (!muted) throw new Error('Farcaster reads have no mutedPeople');
    value(await reader.setToggle('mute', String(authorFid), true, signal()));
    expect(value(await reader.getProfile(String(authorFid), signal()))?.viewer?.muted).toBe(true);
    expect(value(await muted(signal()))).toEqual([String(authorFid)]);
    value(await reader.setToggle('mute', String(authorFid), false, signal()));
    expect(value(await reader.getProfile(String(authorFid), signal()))?.viewer?.muted).toBe(false);
    expect(value(await muted(signal()))).toEqual([]);
  });

  it('reports a cast (sent again, the same answer); Farcaster still has no blocks', async () => {
    const report = reader.reportPost;
    if (!report) throw new Error('The Farcaster source takes no reports');
    const cast = castIds[0] ?? '';
    value(await report(cast, signal()));
    value(await report(cast, signal()));
    const blocked = await reader.setToggle('block', String(authorFid), true, signal());
    expect(blocked.ok).toBe(false);
  });

  it('refuses without a Polycast session, saying to sign in', async () => {
    const account = await newFarcasterAccount(sandbox());
    const signedOut = createFarcasterSource({
      hubUrl: sandbox().farcaster?.hub ?? '',
      fid: account.fid,
      network: FarcasterNetwork.DEVNET,
      store: account.store,
      media: groveMediaHost(sandbox().lens?.storage ?? ''),
      product: { apiBase: sandbox().product.api, session: async () => undefined },
    });
    const answer = await signedOut.setToggle('bookmark', castIds[0] ?? '', true, signal());
    expect(answer.ok ? undefined : answer.error.kind).toBe('auth');
  });
});
