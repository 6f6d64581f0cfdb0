import { AtpAgent, XRPCError } from '@atproto/api';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTestMp4 } from '../../support/makeTestMp4';
import { seedPicture } from '../../../sandbox/seed/seedImages';
import { clearFaults, sandbox, setFaults } from './sandboxClient';

afterEach(clearFaults);

const bsky = () => sandbox().bsky;

/** A fresh account for this run, so runs against a reused sandbox do not collide. */
async function newAccount(): Promise<AtpAgent> {
  const agent = new AtpAgent({ service: bsky().pds });
  const name = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await agent.createAccount({
    handle: `${name}.test`,
    password: 'pw',
    email: `${name}@example.test`,
  });
  return agent;
}

async function demoAgent(): Promise<AtpAgent> {
  const demo = sandbox().demo?.bsky;
  if (!demo) throw new Error('no demo person');
  const agent = new AtpAgent({ service: bsky().pds });
  await agent.login({ identifier: demo.handle, password: demo.password });
  return agent;
}

const did = (agent: AtpAgent) => agent.session?.did ?? '';

/** The AppView follows the firehose: what was just written shows up a moment later. */
const eventually = { timeout: 5000, interval: 50 };

describe('Bluesky: the real PDS with the AppView stand-in', () => {
  let alice: AtpAgent;
  beforeAll(async () => {
    alice = await newAccount();
  });

  it('reads back a post with an image through getAuthorFeed, and the image bytes through the PDS', async () => {
    const picture = seedPicture(5);
    const { data } = await alice.uploadBlob(picture, { encoding: 'image/png' });
    const post = await alice.post({
      text: 'A gradient, for the record',
      embed: {
        $type: 'app.bsky.embed.images',
        images: [{ image: data.blob, alt: 'orange to purple' }],
      },
    });
    const feed = await expect
      .poll(async () => (await alice.getAuthorFeed({ actor: did(alice) })).data.feed, eventually)
      .toHaveLength(1)
      .then(async () => (await alice.getAuthorFeed({ actor: did(alice) })).data.feed);
    const [item] = feed;
    expect(item?.post.uri).toBe(post.uri);
    expect(item?.post.embed).toMatchObject({
      $type: 'app.bsky.embed.images#view',
      images: [{ alt: 'orange to purple' }],
    });
    const fullsize = (item?.post.embed as { images: { fullsize: string }[] }).images[0]?.fullsize;
    const bytes = new Uint8Array(await (await fetch(fullsize ?? '')).arrayBuffer());
    expect(bytes).toEqual(picture);

    const media = await alice.getAuthorFeed({ actor: did(alice), filter: 'posts_with_media' });
    expect(media.data.feed.map((f) => f.post.uri)).toEqual([post.uri]);
  });

  it('threads replies and quotes, with counts and the viewer state', async () => {
    const bob = await newAccount();
    const root = await alice.post({ text: 'Root of a thread' });
    const reply = await bob.post({
      text: 'A reply',
      reply: { root: { uri: root.uri, cid: root.cid }, parent: { uri: root.uri, cid: root.cid } },
    });
    await bob.post({
      text: 'Quoting it',
      embed: { $type: 'app.bsky.embed.record', record: { uri: root.uri, cid: root.cid } },
    });
    const like = await bob.like(root.uri, root.cid);
    await expect
      .poll(async () => {
        const { data } = await bob.getPostThread({ uri: root.uri });
        const thread = data.thread as { post: { likeCount?: number; quoteCount?: number } };
        return [thread.post.likeCount, thread.post.quoteCount];
      }, eventually)
      .toEqual([1, 1]);
    const { data } = await bob.getPostThread({ uri: root.uri });
    expect(data.thread).toMatchObject({
      $type: 'app.bsky.feed.defs#threadViewPost',
      post: { uri: root.uri, replyCount: 1, viewer: { like: like.uri } },
      replies: [{ post: { uri: reply.uri, author: { did: did(bob) } } }],
    });
    const replyThread = await alice.getPostThread({ uri: reply.uri });
    expect(replyThread.data.thread).toMatchObject({ parent: { post: { uri: root.uri } } });
  });

  it('builds the Following timeline from follows, newest first, page by page', async () => {
    const carol = await newAccount();
    const first = await alice.post({ text: 'first' });
    const second = await alice.post({ text: 'second' });
    await carol.follow(did(alice));
    await expect
      .poll(async () => (await carol.getTimeline({ limit: 100 })).data.feed.length, eventually)
      .toBeGreaterThanOrEqual(2);
    const page1 = await carol.getTimeline({ limit: 1 });
    expect(page1.data.feed[0]?.post.uri).toBe(second.uri);
    expect(page1.data.cursor).toBeTruthy();
    const page2 = await carol.getTimeline({ limit: 1, cursor: page1.data.cursor });
    expect(page2.data.feed[0]?.post.uri).toBe(first.uri);
    const profile = await carol.getProfile({ actor: did(alice) });
    expect(profile.data.viewer?.following).toMatch(/^at:\/\//);
    expect(profile.data.followersCount).toBeGreaterThanOrEqual(1);
  });

  it('serves the seeded network: profiles, search, a reply-restricted post', async () => {
    const demo = await demoAgent();
    const ada = await demo.getProfile({ actor: 'ada.test' });
    expect(ada.data).toMatchObject({ displayName: 'Ada', handle: 'ada.test' });
    expect(ada.data.postsCount).toBeGreaterThanOrEqual(3);
    expect(ada.data.avatar).toMatch(/getBlob/);
    const found = await demo.searchActors({ q: 'rita' });
    expect(found.data.actors.map((a) => a.handle)).toContain('rollup-rita.test');
    const timeline = await demo.getTimeline({ limit: 50 });
    expect(timeline.data.feed.length).toBe(50);

    const gated = (await alice.getAuthorFeed({ actor: 'ada.test' })).data.feed.find(
      (f) => f.post.threadgate,
    );
    expect(gated?.post.viewer?.replyDisabled).toBe(true); // alice is not mentioned
    const asDemo = await demo.getPostThread({ uri: gated?.post.uri ?? '' });
    expect(
      (asDemo.data.thread as { post: { viewer?: { replyDisabled?: boolean } } }).post.viewer,
    ).toMatchObject({ replyDisabled: false }); // the demo person is
  });

  it('answers unknown posts and profiles with XRPC errors', async () => {
    await expect(alice.getProfile({ actor: 'nobody.test' })).rejects.toMatchObject({
      status: 400,
      error: 'InvalidRequest',
    });
    await expect(
      alice.getPostThread({ uri: `at://${did(alice)}/app.bsky.feed.post/3zzzzzzzzzzzz` }),
    ).rejects.toMatchObject({ error: 'NotFound' });
  });

  it('refuses a forged service token at the AppView', async () => {
    const answer = await fetch(`${bsky().appView}/xrpc/app.bsky.feed.getTimeline`, {
      headers: { authorization: 'Bearer eyJhbGciOiJFUzI1NksifQ.eyJpc3MiOiJkaWQ6cGxjOngifQ.c2ln' },
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: 'AuthenticationRequired' });
  });
});

describe('Bluesky video service', () => {
  const video = () => bsky().video;

  async function serviceToken(agent: AtpAgent, aud: string, lxm: string) {
    const exp = Math.floor(Date.now() / 1000) + 1800;
    return (await agent.com.atproto.server.getServiceAuth({ aud, lxm, exp })).data.token;
  }

  async function upload(agent: AtpAgent, bytes: Uint8Array<ArrayBuffer>) {
    const token = await serviceToken(agent, bsky().pdsDid, 'com.atproto.repo.uploadBlob');
    return fetch(
      `${video().url}/xrpc/app.bsky.video.uploadVideo?did=${encodeURIComponent(did(agent))}&name=${crypto.randomUUID()}.mp4`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'video/mp4' },
        body: bytes,
      },
    );
  }

  async function settle(jobId: string) {
    for (let poll = 0; poll < 100; poll++) {
      const answer = await fetch(`${video().url}/xrpc/app.bsky.video.getJobStatus?jobId=${jobId}`);
      const { jobStatus } = (await answer.json()) as {
        jobStatus: { state: string; blob?: unknown; message?: string };
      };
      if (jobStatus.state === 'JOB_STATE_COMPLETED' || jobStatus.state === 'JOB_STATE_FAILED') {
        return jobStatus;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('job never settled');
  }

  it('checks limits, processes an upload into a PDS blob, and the post plays back', async () => {
    const agent = await newAccount();
    const limitsToken = await serviceToken(agent, video().did, 'app.bsky.video.getUploadLimits');
    const limits = await fetch(`${video().url}/xrpc/app.bsky.video.getUploadLimits`, {
      headers: { authorization: `Bearer ${limitsToken}` },
    });
    expect(await limits.json()).toMatchObject({ canUpload: true, remainingDailyVideos: 25 });

    const bytes = makeTestMp4({ seconds: 12, bytes: 200_000 });
    const answer = await upload(agent, bytes);
    expect(answer.status).toBe(200);
    const job = (await answer.json()) as { jobId: string; state: string };
    expect(job.state).toBe('JOB_STATE_CREATED');
    const done = await settle(job.jobId);
    expect(done.state).toBe('JOB_STATE_COMPLETED');

    const again = await upload(agent, bytes);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'already_exists', jobId: job.jobId });

    const post = await agent.post({
      text: 'A video',
      embed: { $type: 'app.bsky.embed.video', video: done.blob as never, alt: 'nothing much' },
    });
    await expect
      .poll(
        async () =>
          (await agent.getAuthorFeed({ actor: did(agent), filter: 'posts_with_video' })).data.feed
            .length,
        eventually,
      )
      .toBe(1);
    const { data } = await agent.getPosts({ uris: [post.uri] });
    // Shown as the video service's HLS playlist and still, as video.bsky.app serves them.
    const { playlist, thumbnail } = data.posts[0]?.embed as { playlist: string; thumbnail: string };
    expect(playlist).toMatch(/\/watch\/did%3A[^/]+\/[a-z0-9]+\/playlist\.m3u8$/);
    expect(thumbnail).toMatch(/\/thumbnail\.jpg$/);
    expect(await (await fetch(playlist)).text()).toMatch(/^#EXTM3U\n/);
  });

  it('fails a video longer than three minutes and refuses a token for someone else', async () => {
    const agent = await newAccount();
    const long = await upload(agent, makeTestMp4({ seconds: 181 }));
    const failed = await settle(((await long.json()) as { jobId: string }).jobId);
    expect(failed).toMatchObject({
      state: 'JOB_STATE_FAILED',
      message: 'Video is too long (max 3 minutes)',
    });

    const token = await serviceToken(agent, video().did, 'app.bsky.video.getUploadLimits');
    const wrongMethod = await fetch(
      `${video().url}/xrpc/app.bsky.video.uploadVideo?did=${did(agent)}&name=x.mp4`,
      { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: new Uint8Array(8) },
    );
    expect(wrongMethod.status).toBe(401);
  });
});

describe('Bluesky faults', () => {
  it('answers 503 and then recovers, as a client sees it', async () => {
    const agent = await demoAgent();
    await setFaults('bsky', { errorRate: 1, errorStatus: 503 });
    const failure = await agent.getProfile({ actor: 'ada.test' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(XRPCError);
    expect((failure as XRPCError).status).toBe(503);
    await clearFaults();
    expect((await agent.getProfile({ actor: 'ada.test' })).data.handle).toBe('ada.test');
  });

  it('commits a write whose reply is cut off: the post exists though the client never heard', async () => {
    const agent = await newAccount();
    const rkey = '3kdropaftercommit'.slice(0, 13);
    await setFaults('bsky', { dropAfterCommitRate: 1 });
    await expect(
      agent.com.atproto.repo.createRecord({
        repo: did(agent),
        collection: 'app.bsky.feed.post',
        rkey,
        record: {
          $type: 'app.bsky.feed.post',
          text: 'did it land?',
          createdAt: new Date().toISOString(),
        },
      }),
    ).rejects.toThrow();
    await clearFaults();
    const { data } = await agent.com.atproto.repo.getRecord({
      repo: did(agent),
      collection: 'app.bsky.feed.post',
      rkey,
    });
    expect(data.value).toMatchObject({ text: 'did it land?' });
  });
});
