import { beforeAll, describe, expect, it } from 'vitest';
import type { NetworkNotification } from '@/domain/notifications/notification';
import { createFarcasterReads } from '@/sources/farcaster/farcasterReads';
import type { SourceReads } from '@/sources/reading/sourceReads';
import type { OutgoingPost, Source } from '@/sources/source';
import { newFarcasterAccount, value } from '../../support/sandboxAccounts';
import { readAllPages } from '../../support/readAllPages';
import { sandbox } from '../sandbox/sandboxClient';

const signal = () => AbortSignal.timeout(20_000);
type Account = Awaited<ReturnType<typeof newFarcasterAccount>>;

async function publish(source: Source, post: Omit<OutgoingPost, 'media'>) {
  const prepared = value(
    await source.prepare({ ...post, media: [] }, `job-${Date.now()}-${post.text}`, signal()),
  );
  return value(await source.publish(prepared, signal())).id;
}

describe('Farcaster notifications from the hub’s indexes (issue 21, reading.md §2.13)', () => {
  let reader: Account;
  let other: Account;
  let reads: SourceReads;

  beforeAll(async () => {
    // The other person's clock moves a second per message: each act has its own time, in order.
    let tick = Date.now() - 60_000;
    [reader, other] = await Promise.all([
      newFarcasterAccount(sandbox()),
      newFarcasterAccount(sandbox(), () => (tick += 1000)),
    ]);
    reads = createFarcasterReads({
      hubUrl: sandbox().farcaster?.hub ?? '',
      fid: reader.fid,
      pageSize: 2,
    });
  });

  const all = async () =>
    (await readAllPages((cursor) => reads.notifications!(cursor, signal()))).flat();
  const shape = (n: NetworkNotification) => ({
    reason: n.reason,
    actor: n.actor.id,
    subject: n.subject?.id,
    // A name is shown as the person's username, or their fid when they have none (castToPost).
    text: n.post?.text.replace(/@\S+/g, '@name'),
  });

  it('lists another person’s follow, like, recast, reply and mention of the reader, newest first', async () => {
    expect(await all()).toEqual([]);
    const mine = await publish(reader.source, { text: 'the reader’s cast' });
    // The reader's own reply and like are not notifications.
    await publish(reader.source, { text: 'replying to myself', replyTo: mine });
    await other.source.setToggle('follow', String(reader.fid), true, signal());
    await other.source.setToggle('like', mine, true, signal());
    await other.source.setToggle('repost', mine, true, signal());
    await publish(other.source, { text: 'a reply to you', replyTo: mine });
    await publish(other.source, { text: `hello @t${reader.fid}` });
    // A reply that also names the reader is told once, as the reply.
    await publish(other.source, { text: `again @t${reader.fid}`, replyTo: mine });
    await publish(other.source, { text: 'nothing to do with you' });

    const found = await all();
    const me = String(other.fid);
    expect(found.map(shape)).toEqual([
      { reason: 'reply', actor: me, subject: mine, text: 'again @name' },
      { reason: 'mention', actor: me, subject: undefined, text: 'hello @name' },
      { reason: 'reply', actor: me, subject: mine, text: 'a reply to you' },
      { reason: 'repost', actor: me, subject: mine, text: undefined },
      { reason: 'like', actor: me, subject: mine, text: undefined },
      { reason: 'follow', actor: me, subject: undefined, text: undefined },
    ]);
    expect(found.find((n) => n.reason === 'like')?.subject?.text).toBe('the reader’s cast');
    expect(new Set(found.map((n) => n.id)).size).toBe(found.length);
    // The newest is what a poll compares (reading.md §4.6).
    const first = value(await reads.notifications!(undefined, signal())).items[0];
    expect(first?.id).toBe(found[0]?.id);
  });
});
