import { AtpAgent } from '@atproto/api';
import type { SeedPerson } from './people';
import { seedPicture } from './seedImages';
import { CROSS_POST, crossPostHoursAgo } from './crossPost';
import { BRIDGED_POST, DEMO_BLOCKS, DEMO_MUTES, bridgedPostText } from './hiddenAuthors';
import { makeH264Clip } from '../media/h264Clip';
import { progressiveMp4 } from '../media/mp4Writer';

export interface SeededBskyPerson {
  handle: string;
  did: string;
  /** Sandbox-only password (the PDS accepts it as an app password would be). */
  password: string;
}

export interface SeededBluesky {
  people: SeededBskyPerson[];
  /** The last record each person wrote: once the AppView has these, it has everything. */
  lastUris: string[];
}

interface Ref {
  uri: string;
  cid: string;
}

/** `polycast_demo` -> `polycast-demo.test` (handles allow no underscores). */
export const bskyHandle = (handle: string) => `${handle.replace(/_/g, '-')}.test`;

const encoder = new TextEncoder();

/** Facets for the mentions and links that appear in `text` (byte offsets, as the lexicon wants). */
function facetsFor(text: string, mentions: readonly SeededBskyPerson[], links: readonly string[]) {
  const at = (needle: string) => {
    const index = text.indexOf(needle);
    const byteStart = encoder.encode(text.slice(0, index)).length;
    return { byteStart, byteEnd: byteStart + encoder.encode(needle).length };
  };
  return [
    ...mentions.map((m) => ({
      index: at(`@${m.handle}`),
      features: [{ $type: 'app.bsky.richtext.facet#mention', did: m.did }],
    })),
    ...links.map((uri) => ({
      index: at(uri),
      features: [{ $type: 'app.bsky.richtext.facet#link', uri }],
    })),
  ];
}

/** Each person's first post, by person index (the reading tests name them). */
export const TOPICS = [
  'Shipping a new build of the indexer today.',
  'Gas was cheap this morning; minted three things I do not need.',
  'Hot take: every social app should let you post everywhere at once.',
  'Reading the atproto lexicons over coffee.',
  'Red packets are the best onboarding nobody talks about.',
  'Frames, mini apps, whatever we call them next year: I am here for it.',
];

/** Who posts the seeded video (a person the demo follows), and its text. */
export const BSKY_VIDEO_POST = {
  by: 2,
  text: (name: string) => `A short clip from ${name}'s walk.`,
  alt: 'A short test clip',
} as const;

/** A strong ref from an applyWrites create result. */
function refOf(result: unknown): Ref {
  const { uri, cid } = (result ?? {}) as Partial<Ref>;
  if (typeof uri !== 'string' || typeof cid !== 'string')
    throw new Error('applyWrites gave no ref');
  return { uri, cid };
}

const create = (collection: string, value: Record<string, unknown>, rkey?: string) => ({
  $type: 'com.atproto.repo.applyWrites#create' as const,
  collection,
  ...(rkey ? { rkey } : {}),
  value,
});

/**
 * Seeds the sandbox PDS through its public XRPC API: one account per person
 * with a profile and avatar, posts (some with pictures or links), replies,
 * quotes, likes, reposts, follows and a reply-restricted post.
 */
export async function seedBluesky(
  pdsUrl: string,
  people: readonly SeedPerson[],
): Promise<SeededBluesky> {
  const now = Date.now();
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

  const accounts = await Promise.all(
    people.map(async (person) => {
      const agent = new AtpAgent({ service: pdsUrl });
      const handle = bskyHandle(person.handle);
      const password = `sandbox-${person.handle}`;
      await agent.createAccount({ handle, password, email: `${person.handle}@polycast.test` });
      const did = agent.session?.did;
      if (!did) throw new Error(`no session for ${handle}`);
      return { person, agent, seeded: { handle, did, password } };
    }),
  );
  const n = accounts.length;
  const nth = (i: number) => {
    const account = accounts[((i % n) + n) % n];
    if (!account) throw new Error('no seeded accounts');
    return account;
  };

  // Round 1: profiles and original posts.
  const originals: Ref[][] = await Promise.all(
    accounts.map(async ({ person, agent, seeded }, i) => {
      const upload = async (picture: number) =>
        (await agent.uploadBlob(seedPicture(picture), { encoding: 'image/png' })).data.blob;
      const avatar = await upload(i);
      const picture = i % 3 === 0 ? await upload(i + 3) : undefined;
      // A video: the AppView shows it as the video service's HLS playlist and still.
      const video =
        i === BSKY_VIDEO_POST.by
          ? (
              await agent.uploadBlob(
                progressiveMp4(makeH264Clip({ width: 64, height: 36, seconds: 4, seed: i })),
                { encoding: 'video/mp4' },
              )
            ).data.blob
          : undefined;
      const link = `https://polycast.test/notes/${person.handle}`;
      const linkText = `Notes from ${person.name}: ${link}`;
      const writes = [
        create(
          'app.bsky.actor.profile',
          { displayName: person.name, description: person.bio, avatar, createdAt: hoursAgo(72) },
          'self',
        ),
        create('app.bsky.feed.post', {
          text: TOPICS[i % TOPICS.length] ?? '',
          langs: ['en'],
          createdAt: hoursAgo(48 - i),
        }),
        create('app.bsky.feed.post', {
          text: picture ? `A picture from ${person.name}'s desk.` : linkText,
          langs: ['en'],
          createdAt: hoursAgo(30 - i),
          ...(picture
            ? {
                embed: {
                  $type: 'app.bsky.embed.images',
                  images: [
                    { image: picture, alt: `Gradient ${i}`, aspectRatio: { width: 1, height: 1 } },
                  ],
                },
              }
            : { facets: facetsFor(linkText, [], [link]) }),
        }),
        // A fediverse post bridged by Bridgy Fed (hiddenAuthors.ts).
        ...(i === BRIDGED_POST.by
          ? [
              create('app.bsky.feed.post', {
                text: bridgedPostText(),
                langs: ['en'],
                createdAt: hoursAgo(BRIDGED_POST.hoursAgo),
                bridgyOriginalText: BRIDGED_POST.lines.map((line) => `<p>${line}</p>`).join(''),
                bridgyOriginalUrl: BRIDGED_POST.url,
              }),
            ]
          : []),
        // The cross-post (crossPost.ts): on Bluesky third.
        ...(i === CROSS_POST.by
          ? [
              create('app.bsky.feed.post', {
                text: CROSS_POST.text,
                langs: ['en'],
                createdAt: hoursAgo(crossPostHoursAgo(2)),
              }),
            ]
          : []),
        ...(video
          ? [
              create('app.bsky.feed.post', {
                text: BSKY_VIDEO_POST.text(person.name),
                langs: ['en'],
                createdAt: hoursAgo(40),
                embed: {
                  $type: 'app.bsky.embed.video',
                  video,
                  alt: BSKY_VIDEO_POST.alt,
                  aspectRatio: { width: 16, height: 9 },
                },
              }),
            ]
          : []),
      ];
      const answer = await agent.com.atproto.repo.applyWrites({ repo: seeded.did, writes });
      return (answer.data.results ?? []).slice(1).map(refOf);
    }),
  );
  const postOf = (i: number, k: 0 | 1): Ref => {
    const ref = originals[((i % n) + n) % n]?.[k];
    if (!ref) throw new Error('missing seeded post');
    return ref;
  };

  // Round 2: conversation, reactions and the social graph.
  const lastRefs = await Promise.all(
    accounts.map(async ({ agent, seeded }, i) => {
      const next = nth(i + 1).seeded;
      const parent = postOf(i + 1, 0);
      const replyText = `@${next.handle} agreed, and it works offline too.`;
      const writes: ReturnType<typeof create>[] = [
        create('app.bsky.feed.post', {
          text: replyText,
          reply: { root: parent, parent },
          facets: facetsFor(replyText, [next], []),
          createdAt: hoursAgo(20 - i / 2),
        }),
        create('app.bsky.feed.like', { subject: postOf(i + 1, 0), createdAt: hoursAgo(12) }),
        create('app.bsky.feed.like', { subject: postOf(0, 0), createdAt: hoursAgo(11) }),
      ];
      if (i !== 0) {
        const demoPost = postOf(0, 1);
        writes.push(
          create('app.bsky.feed.post', {
            text: `Welcome to the sandbox! (${i})`,
            reply: { root: demoPost, parent: demoPost },
            createdAt: hoursAgo(10 - i / 4),
          }),
        );
      }
      if (i % 4 === 1) {
        writes.push(
          create('app.bsky.feed.post', {
            text: 'This, exactly.',
            embed: { $type: 'app.bsky.embed.record', record: postOf(i + 2, 0) },
            createdAt: hoursAgo(8),
          }),
        );
      }
      if (i % 5 === 2) {
        writes.push(
          create('app.bsky.feed.repost', { subject: postOf(i + 3, 1), createdAt: hoursAgo(6) }),
        );
      }
      const followed = new Set(
        i === 0 ? accounts.map((_, k) => k).slice(1) : [0, i + 1, i + 2, i + 3],
      );
      for (const k of followed) {
        const other = nth(k).seeded;
        if (other.did !== seeded.did) {
          writes.push(
            create('app.bsky.graph.follow', { subject: other.did, createdAt: hoursAgo(70) }),
          );
        }
      }
      if (i === 1) {
        // A post only mentioned people may reply to.
        const text = `Only @${nth(0).seeded.handle} may reply to this one.`;
        const gated = await agent.com.atproto.repo.applyWrites({
          repo: seeded.did,
          writes: [
            create('app.bsky.feed.post', {
              text,
              facets: facetsFor(text, [nth(0).seeded], []),
              createdAt: hoursAgo(4),
            }),
          ],
        });
        const post = refOf(gated.data.results?.[0]);
        const rkey = post.uri.split('/').pop() ?? '';
        writes.push(
          create(
            'app.bsky.feed.threadgate',
            {
              post: post.uri,
              allow: [{ $type: 'app.bsky.feed.threadgate#mentionRule' }],
              createdAt: hoursAgo(4),
            },
            rkey,
          ),
        );
      }
      if (i === 0) {
        // The demo person blocks Fred (a record in their repo) and mutes Dora (the AppView's own).
        writes.push(
          create('app.bsky.graph.block', {
            subject: nth(DEMO_BLOCKS).seeded.did,
            createdAt: hoursAgo(60),
          }),
        );
        await agent.mute(nth(DEMO_MUTES).seeded.did);
      }
      const answer = await agent.com.atproto.repo.applyWrites({ repo: seeded.did, writes });
      return refOf((answer.data.results ?? []).at(-1));
    }),
  );
  return {
    people: accounts.map((a) => a.seeded),
    lastUris: lastRefs.map((ref) => ref.uri),
  };
}
