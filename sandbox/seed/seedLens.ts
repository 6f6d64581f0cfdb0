import { createHash } from 'node:crypto';
import type { Address } from 'viem';
import { parseAccountMetadata } from '../lens/lensMetadata';
import { addressFor, type LensAccount } from '../lens/lensStore';
import type { RunningLens } from '../lens/startLens';
import type { SeedPerson } from './people';
import { makeTestGif } from '../../tests/support/testGif';
import { makeH264Clip } from '../media/h264Clip';
import { progressiveMp4 } from '../media/mp4Writer';
import { gradientPng, seedPicture } from './seedImages';
import { CROSS_POST, crossPostHoursAgo } from './crossPost';
import { DEMO_BLOCKS, DEMO_MUTES } from './hiddenAuthors';

/** A picture on the Lens storage node, for Lens posts and X media alike. */
export interface SeededPicture {
  uri: string;
  url: string;
  contentType: 'image/png';
  bytes: Uint8Array<ArrayBuffer>;
  size: number;
}

export interface SeededLens {
  accounts: { localName: string; address: Address; avatar: SeededPicture }[];
  pictures: SeededPicture[];
}

const PICTURE_SIZE = 192;
const PICTURES = 6;

const TOPICS = [
  'gm Lens! Cross-posting from Polycast to see how it reads here.',
  'Groups are the clubs we wanted all along.',
  'Shipped a tiny indexer for my own posts. Owning the data feels good.',
  'Storage nodes and lens:// URIs: simpler than I expected.',
  'Who else is building on Lens Chain this week?',
  'One thought, four networks, every reply in one place.',
];

/** Older posts' words, each person's weeks of posting cycle through them. */
const LINES = [
  'Morning walk, then straight into the backlog.',
  'Reading the Lens docs again; the v3 API is tidy.',
  'Hot take: every network should let you own your graph.',
  'Trying a new coffee place. The flat white is serious.',
  'Wrote a small script to tidy my notes. It grew.',
  'Weekend plan: no screens (we will see). #offline',
  'Found a bug in my own code from last year. Humbling.',
  'Testing a long one. Some days the words come easily and some days they do not, and the only way through is to keep writing anyway, a line at a time, until the shape of the thing appears.',
];

/** Pictures of several sizes and ratios, for the media grid's cases: [width, height]. */
const PHOTO_SIZES: readonly (readonly [number, number])[] = [
  [320, 180],
  [180, 320],
  [240, 240],
  [400, 100],
  [150, 200],
  [300, 200],
];

/** Weeks of older posts per person (the demo person fewer: its first page of own posts is read by tests). */
const OLDER_POSTS = 24;
const OLDER_DEMO_POSTS = 16;

const GROUPS = [
  { name: 'polycast', owner: 0, members: [1, 2, 5, 6], about: 'Posting everywhere at once.' },
  {
    name: 'generative-art',
    owner: 3,
    members: [0, 5, 9, 11],
    about: 'Gradients, plotters, mints.',
  },
  { name: 'rollup-research', owner: 8, members: [4, 7, 10, 12], about: 'Proofs, bridges, blobs.' },
];

/** A stable metadata id (the standard wants a unique string; a UUID if unsure). */
const metadataId = (label: string) => {
  const hex = createHash('sha256').update(`polycast-sandbox-lens:${label}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Seeds the Lens stand-in in-process, through the same store calls (and so
 * the same checks) as its GraphQL mutations, with metadata and pictures on
 * its storage node: one account per person with a profile, avatar and
 * banner; about four weeks of posts each (text naming others, pictures of
 * several sizes and ratios, several pictures in one post, GIFs, videos,
 * links, an article), comments a few levels deep, quotes, reposts and likes
 * (the demo person's among them, so its timeline shows what it did), follows
 * (the demo person follows everyone), its bookmarks, and three groups with
 * members and posts in their feeds. All of it takes under 0.1 s here.
 * Accounts of the first people are owned by the sandbox's funded dev wallets
 * (the demo person's by the first), the others by stable made-up addresses.
 */
export function seedLens(
  lens: RunningLens,
  people: readonly SeedPerson[],
  devWallets: readonly Address[],
  now = Date.now(),
): SeededLens {
  const { store, storageNode } = lens;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
  const putJson = (json: unknown) =>
    storageNode.put({
      contentType: 'application/json',
      bytes: new TextEncoder().encode(JSON.stringify(json)),
    }).uri;
  const putPicture = (n: number, size: number): SeededPicture => {
    const bytes = seedPicture(n, size);
    const { uri } = storageNode.put({ contentType: 'image/png', bytes });
    return { uri, url: lens.gateway(uri), contentType: 'image/png', bytes, size };
  };
  const pictures = Array.from({ length: PICTURES }, (_, k) => putPicture(k + 1, PICTURE_SIZE));
  const picture = (k: number) => pictures[k % PICTURES] ?? pictures[0];
  const photos = PHOTO_SIZES.map(([width, height], k) => ({
    uri: storageNode.put({
      contentType: 'image/png',
      bytes: gradientPng({
        width,
        height,
        from: [(40 * k + 30) % 256, 90, 200 - 20 * k],
        to: [250, (60 * k + 120) % 256, 80],
      }),
    }).uri,
    width,
    height,
  }));
  const photo = (k: number) => photos[k % photos.length] ?? photos[0];
  const gif = {
    uri: storageNode.put({
      contentType: 'image/gif',
      bytes: makeTestGif({ width: 48, height: 32, frames: 4 }),
    }).uri,
    width: 48,
    height: 32,
  };
  const video = storageNode.put({
    contentType: 'video/mp4',
    // A real (tiny, generated) H.264 clip: players play it.
    bytes: progressiveMp4(makeH264Clip({ width: 64, height: 36, seconds: 6, keyEverySeconds: 6 })),
  }).uri;

  const profiles = people.map((person, i) => {
    const avatar = putPicture(i, 64);
    const metadata = parseAccountMetadata(
      storageNode.resolve(
        putJson({
          $schema: 'https://json-schemas.lens.dev/account/1.0.0.json',
          lens: {
            id: metadataId(`account:${person.handle}`),
            name: person.name,
            bio: person.bio,
            picture: avatar.uri,
            // A wide banner, one of three.
            coverPicture: photo([3, 0, 5][i % 3] ?? 3)?.uri,
          },
        }),
      ),
    );
    const account = store.addAccount({
      address: addressFor('account', person.handle),
      owner: devWallets[i] ?? addressFor('owner', person.handle),
      localName: person.handle,
      createdAt: at(24 * 30 - i).toISOString(),
      ...(metadata ? { metadata } : {}),
    });
    return { person, avatar, account };
  });
  const accounts: LensAccount[] = profiles.map((p) => p.account);
  const n = accounts.length;
  const nth = (i: number): LensAccount => {
    const account = accounts[((i % n) + n) % n];
    if (!account) throw new Error('no Lens accounts to seed');
    return account;
  };

  /** Posts metadata as a client would (upload, then `post`), dated `hoursAgo`. */
  const post = (
    author: LensAccount,
    schema: string,
    body: Record<string, unknown>,
    hoursAgo: number,
    refs: { commentOn?: string; quoteOf?: string; feed?: string } = {},
  ): string => {
    const label = `${author.localName}:${hoursAgo}:${JSON.stringify(refs)}`;
    const contentUri = putJson({
      $schema: `https://json-schemas.lens.dev/posts/${schema}/3.0.0.json`,
      lens: { id: metadataId(label), locale: 'en', ...body },
    });
    const result = store.createPost(
      author,
      {
        contentUri,
        ...(refs.feed ? { feed: refs.feed } : {}),
        ...(refs.commentOn ? { commentOn: { post: refs.commentOn } } : {}),
        ...(refs.quoteOf ? { quoteOf: { post: refs.quoteOf } } : {}),
      },
      at(hoursAgo),
    );
    const id = result.__typename === 'PostResponse' && store.transactions.get(result.hash);
    if (!id) throw new Error(`seed Lens post by ${author.localName}: ${JSON.stringify(result)}`);
    return id;
  };
  const text = (content: string) => ({
    content,
    mainContentFocus: 'TEXT_ONLY',
    tags: ['polycast'],
  });

  // The social graph first: the demo person follows everyone, the others a few neighbours.
  accounts.forEach((account, i) => {
    const followed = i === 0 ? accounts.map((_, k) => k).slice(1) : [0, i + 1, i + 2, i + 3];
    for (const k of new Set(followed)) {
      if (nth(k) !== account) store.follow(account, nth(k).address, undefined, at(24 * 20 - i));
    }
  });

  // The cross-post (crossPost.ts): on Lens fourth.
  const crossPoster = accounts[CROSS_POST.by];
  if (crossPoster) post(crossPoster, 'text-only', text(CROSS_POST.text), crossPostHoursAgo(3));

  const roots = accounts.map((author, i) =>
    post(author, 'text-only', text(TOPICS[i % TOPICS.length] ?? 'gm'), 72 - i),
  );
  const seconds = profiles.map(({ person, account: author }, i) => {
    if (i % 2 === 1)
      return post(author, 'text-only', text(`${person.name}: ${person.bio}`), 54 - i);
    const shown = picture(i / 2);
    return post(
      author,
      'image',
      {
        content: `A gradient from ${person.name}'s desk.`,
        mainContentFocus: 'IMAGE',
        title: `Gradient ${i / 2 + 1}`,
        image: {
          item: shown?.uri,
          type: 'image/png',
          altTag: 'A diagonal colour gradient',
          width: PICTURE_SIZE,
          height: PICTURE_SIZE,
        },
      },
      54 - i,
    );
  });
  const demo = nth(0);
  post(
    demo,
    'article',
    {
      title: 'Why Polycast',
      content:
        '## One composer, four networks\n\nWrite **once**, post to Farcaster, Lens, X and Bluesky, and read *every* reply in one place.\n\n## Offline first\n\nDrafts and the outbox live on your device; `npm start` shows it, and posting resumes when you are back online.',
      mainContentFocus: 'ARTICLE',
      tags: ['polycast', 'article'],
      attachments: [{ item: picture(0)?.uri, type: 'image/png', altTag: 'Cover gradient' }],
    },
    40,
  );

  // Conversations: everyone answers a neighbour, and welcomes the demo person.
  accounts.forEach((author, i) => {
    post(
      author,
      'text-only',
      text(`Agreed, @lens/${nth(i + 1).localName}. Same here.`),
      30 - i / 2,
      {
        commentOn: roots[(i + 1) % n],
      },
    );
    if (i !== 0)
      post(author, 'text-only', text(`Lovely colours, welcome to Lens! (${i})`), 20 - i / 4, {
        commentOn: seconds[0],
      });
    if (i % 3 === 1 || i === 0)
      post(
        author,
        'text-only',
        text(`Worth reading, from @lens/${nth(i + 2).localName}.`),
        12 - i / 4,
        {
          quoteOf: seconds[(i + 2) % n],
        },
      );
  });

  // Groups (clubs) with members and a few posts in their feeds.
  GROUPS.forEach((spec, g) => {
    const icon = picture(g + 3);
    const group = store.createGroup(
      nth(spec.owner),
      putJson({
        $schema: 'https://json-schemas.lens.dev/group/1.0.0.json',
        lens: {
          id: metadataId(`group:${spec.name}`),
          name: spec.name,
          description: spec.about,
          icon: icon?.uri,
        },
      }),
      at(24 * 10 - g),
    );
    spec.members.forEach((m, k) => store.joinGroup(nth(m), group.address, at(24 * 9 - k)));
    const opener = post(
      nth(spec.owner),
      'text-only',
      text(`Welcome to ${spec.name}! ${spec.about}`),
      16 - g,
      {
        feed: group.feed,
      },
    );
    const first = spec.members[0] ?? spec.owner;
    post(nth(first), 'text-only', text('Glad to be here.'), 15 - g, { commentOn: opener });
    post(
      nth(spec.members[1] ?? first),
      'text-only',
      text(`My first post in ${spec.name}.`),
      14 - g,
      {
        feed: group.feed,
      },
    );
  });

  const older = olderPosts(accounts, post, {
    photo,
    gif,
    video,
    count: (i) => (i === 0 ? OLDER_DEMO_POSTS : OLDER_POSTS),
  });

  // Threads a few levels deep: a neighbour answers, is answered, and answers again.
  for (let i = 0; i < n; i += 4) {
    let parent = roots[i];
    [i + 1, i + 2, i + 1].forEach((k, depth) => {
      parent = post(
        nth(k),
        'text-only',
        text(`Level ${depth + 1}: ${LINES[(i + depth) % LINES.length] ?? ''}`),
        26 - depth - i / 8,
        {
          commentOn: parent,
        },
      );
    });
  }

  // Reposts: each person reposts a neighbour's first post, and the demo person one of Ada's
  // older posts (so it comes back to the top of timelines).
  accounts.forEach((account, i) => {
    const target = roots[(i + 5) % n];
    if (target && nth(i + 5) !== account) store.repost(account, target, at(8 - i / 4));
  });
  const adaOlder = older[1]?.[2];
  if (adaOlder) store.repost(nth(0), adaOlder, at(5));

  // Likes: everyone likes a few neighbours' posts; the demo person likes the first posts of four.
  accounts.forEach((account, i) => {
    for (const target of [roots[(i + 1) % n], roots[(i + 2) % n], seconds[(i + 4) % n]]) {
      if (target) store.addReaction(account, target, 'UPVOTE', at(4 - i / 8));
    }
  });
  for (const target of [roots[1], roots[2], seconds[3], roots[4]]) {
    if (target) store.addReaction(nth(0), target, 'UPVOTE', at(3));
  }

  // Collects (a profile's Collected tab): everyone collects a neighbour's second post, the
  // demo person Ada's first and Mina's second.
  accounts.forEach((account, i) => {
    const target = seconds[(i + 3) % n];
    if (target && nth(i + 3) !== account) store.collect(account, target, at(7 - i / 8));
  });
  for (const [k, target] of [roots[1], seconds[3]].entries()) {
    if (target) store.collect(demo, target, at(2 - k / 4));
  }

  // The demo person mutes Dora and blocks Fred (hiddenAuthors.ts).
  store.setMuted(demo, nth(DEMO_MUTES).address, true);
  store.block(demo, nth(DEMO_BLOCKS).address, at(60));

  // The demo person's bookmarks.
  [roots[1], seconds[2], roots[3], seconds[4]].forEach((id, k) => {
    if (id) store.bookmark(demo, id, at(6 - k));
  });

  return {
    accounts: profiles.map(({ account, avatar }) => ({
      localName: account.localName,
      address: account.address,
      avatar,
    })),
    pictures,
  };
}

type PostFn = (
  author: LensAccount,
  schema: string,
  body: Record<string, unknown>,
  hoursAgo: number,
  refs?: { commentOn?: string; quoteOf?: string; feed?: string },
) => string;

interface Sized {
  uri: string;
  width: number;
  height: number;
}

/**
 * Weeks of older posts per person, a day or so apart, from three days back:
 * text (some naming a neighbour), a picture of one of several sizes, two to
 * four pictures, a link, a quote of the neighbour's last one, a GIF, a
 * video with its cover. Answers each person's post ids, newest first.
 */
function olderPosts(
  accounts: readonly LensAccount[],
  post: PostFn,
  media: {
    photo: (k: number) => Sized | undefined;
    gif: Sized;
    video: string;
    count: (i: number) => number;
  },
): string[][] {
  const n = accounts.length;
  const made: string[][] = accounts.map(() => []);
  const image = (p: Sized | undefined, type = 'image/png') =>
    p && { item: p.uri, type, width: p.width, height: p.height, altTag: 'A colour gradient' };
  const body = (content: string, focus: string, extra: Record<string, unknown> = {}) => ({
    content,
    mainContentFocus: focus,
    tags: ['polycast'],
    ...extra,
  });
  const most = Math.max(...accounts.map((_, i) => media.count(i)));
  // Oldest first (in a round, the last person's is the oldest), so a quote points at a post made before it.
  for (let k = most - 1; k >= 0; k--) {
    for (let i = n - 1; i >= 0; i--) {
      const author = accounts[i];
      if (!author || k >= media.count(i)) continue;
      const hoursAgo = 78 + k * 27 + i * 0.7;
      const line = LINES[(i + k) % LINES.length] ?? 'gm';
      const neighbour = accounts[(i + 1) % n];
      const kind = (i + k) % 9;
      let id: string;
      if (kind === 1) {
        id = post(
          author,
          'image',
          body(line, 'IMAGE', { image: image(media.photo(i + k)) }),
          hoursAgo,
        );
      } else if (kind === 2) {
        const [first, ...rest] = Array.from({ length: 2 + ((i + k) % 3) }, (_, m) =>
          image(media.photo(i + k + m)),
        );
        id = post(
          author,
          'image',
          body(`Some pictures. ${line}`, 'IMAGE', { image: first, attachments: rest }),
          hoursAgo,
        );
      } else if (kind === 4) {
        id = post(
          author,
          'link',
          body(`Worth a read: https://lens.xyz/docs`, 'LINK', {
            sharingLink: 'https://lens.xyz/docs',
          }),
          hoursAgo,
        );
      } else if (kind === 5 && made[(i + 1) % n]?.[0]) {
        id = post(
          author,
          'text-only',
          body(`This, from @lens/${neighbour?.localName ?? ''}.`, 'TEXT_ONLY'),
          hoursAgo,
          {
            quoteOf: made[(i + 1) % n]?.[0],
          },
        );
      } else if (kind === 7) {
        id = post(
          author,
          'image',
          body('How it feels.', 'IMAGE', { image: image(media.gif, 'image/gif') }),
          hoursAgo,
        );
      } else if (kind === 8) {
        id = post(
          author,
          'video',
          body(`A short clip. ${line}`, 'VIDEO', {
            video: {
              item: media.video,
              type: 'video/mp4',
              cover: media.photo(0)?.uri,
              width: 640,
              height: 360,
              duration: 6,
            },
          }),
          hoursAgo,
        );
      } else {
        const named = kind === 3 && neighbour ? ` (with @lens/${neighbour.localName})` : '';
        id = post(author, 'text-only', body(`${line}${named}`, 'TEXT_ONLY'), hoursAgo);
      }
      made[i]?.unshift(id);
    }
  }
  return made;
}
