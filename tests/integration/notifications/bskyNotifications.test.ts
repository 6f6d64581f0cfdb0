import { AtpAgent } from '@atproto/api';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NetworkNotification } from '@/domain/notifications/notification';
import { bskyAgentCall } from '@/sources/bsky/bskyAgentCall';
import { createBskyNotifications } from '@/sources/bsky/bskyNotifications';
import { newBskyAccount, value } from '../../support/sandboxAccounts';
import { readAllPages } from '../../support/readAllPages';
import { sandbox } from '../sandbox/sandboxClient';

const signal = () => AbortSignal.timeout(20_000);
const eventually = { timeout: 10_000, interval: 100 };
type Account = Awaited<ReturnType<typeof newBskyAccount>>;

async function agentOf(account: Account) {
  const agent = new AtpAgent({ service: sandbox().bsky.pds });
  await agent.login({ identifier: account.handle, password: 'app-pass' });
  return agent;
}

describe('Bluesky notifications (issue 21, reading.md §2.13)', () => {
  let reader: Account;
  let other: Account;
  let notifications: ReturnType<typeof createBskyNotifications>;

  beforeAll(async () => {
    reader = await newBskyAccount(sandbox());
    other = await newBskyAccount(sandbox());
    notifications = createBskyNotifications(
      bskyAgentCall({ service: sandbox().bsky.pds, did: reader.did, store: reader.store }),
      { pageSize: 2 },
    );
  });

  const all = async () => (await readAllPages((cursor) => notifications(cursor, signal()))).flat();
  const shape = (n: NetworkNotification) => ({
    reason: n.reason,
    actor: n.actor.id,
    subject: n.subject?.id,
    text: n.post?.text ?? n.subject?.text,
  });

  it('lists another person’s follow, like, repost, reply and quote of the reader, newest first', async () => {
    expect(await all()).toEqual([]);
    const mine = await (await agentOf(reader)).post({ text: 'the reader’s post' });
    // The AppView indexes the reader's post before others act on it.
    await expect
      .poll(async () => value(await reader.source.getPost(mine.uri, signal())) !== null, eventually)
      .toBe(true);
    const them = await agentOf(other);
    await them.follow(reader.did);
    await them.like(mine.uri, mine.cid);
    await them.repost(mine.uri, mine.cid);
    const ref = { uri: mine.uri, cid: mine.cid };
    await them.post({ text: 'a reply to you', reply: { root: ref, parent: ref } });
    await them.post({
      text: 'quoting you',
      embed: { $type: 'app.bsky.embed.record', record: ref },
    });
    // Their own post that names nobody is not a notification.
    await them.post({ text: 'nothing to do with you' });

    await expect
      .poll(async () => (await all()).map(shape), eventually)
      .toEqual([
        { reason: 'quote', actor: other.did, subject: mine.uri, text: 'quoting you' },
        { reason: 'reply', actor: other.did, subject: mine.uri, text: 'a reply to you' },
        { reason: 'repost', actor: other.did, subject: mine.uri, text: 'the reader’s post' },
        { reason: 'like', actor: other.did, subject: mine.uri, text: 'the reader’s post' },
        { reason: 'follow', actor: other.did, subject: undefined, text: undefined },
      ]);
    const ids = (await all()).map((n) => n.id);
    expect(new Set(ids).size).toBe(5);
  });
});
