import { createHash } from 'node:crypto';
import type { Address } from 'viem';
import { parseAccountMetadata } from '../lens/lensMetadata';
import { addressFor, type LensAccount } from '../lens/lensStore';
import type { RunningLens } from '../lens/startLens';
import type { SeedPerson } from './people';
import { seedPicture } from './seedImages';

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
 * its storage node: one account per person with a profile and avatar, text,
 * image and article posts, comments, quotes, follows, the demo person's
 * bookmarks, and three groups with members and posts in their feeds.
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
        '## One composer, four networks\n\nWrite once, post to Farcaster, Lens, X and Bluesky, and read every reply in one place.\n\n## Offline first\n\nDrafts and the outbox live on your device; posting resumes when you are back online.',
      mainContentFocus: 'ARTICLE',
      tags: ['polycast', 'article'],
      attachments: [{ item: picture(0)?.uri, type: 'image/png', altTag: 'Cover gradient' }],
    },
    40,
  );

  // Conversations: everyone answers a neighbour, and welcomes the demo person.
  accounts.forEach((author, i) => {
    post(author, 'text-only', text(`Agreed, @${nth(i + 1).localName}. Same here.`), 30 - i / 2, {
      commentOn: roots[(i + 1) % n],
    });
    if (i !== 0)
      post(author, 'text-only', text(`Lovely colours, welcome to Lens! (${i})`), 20 - i / 4, {
        commentOn: seconds[0],
      });
    if (i % 3 === 1 || i === 0)
      post(author, 'text-only', text(`Worth reading, from @${nth(i + 2).localName}.`), 12 - i / 4, {
        quoteOf: seconds[(i + 2) % n],
      });
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
