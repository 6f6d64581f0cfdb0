import {
  FarcasterNetwork,
  makeCastAdd,
  makeLinkAdd,
  makeReactionAdd,
  ReactionType,
  type CastAddBody,
  type CastId,
  type Message,
  type Signer,
} from '@farcaster/core';
import { farcasterTime } from '@/domain/farcasterTime';
import { castTextWithMentions } from '@/sources/farcaster/farcasterMentions';
import { castMediaUrl } from '../farcaster/castMediaRoutes';
import { castBody } from '../farcaster/hubClient';
import { CROSS_POST, crossPostHoursAgo } from './crossPost';

/** A seeded person as the timeline's seed needs them: who they are and how they sign. */
export interface TimelineSeedPerson {
  fid: number;
  fname: string;
  signer: Signer;
}

/** The demo person follows the people at these places in SEED_PEOPLE (ada to rollup_rita). */
export const FOLLOWED_BY_DEMO = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Casts the reading tests look for, by their text. */
export const FARCASTER_TIMELINE_SEED = {
  /** By ada, two pictures, liked by six people (the demo person among them), recast by two. */
  popular: {
    text: 'Compilers are poems the machine reads aloud. Two sketches from today:',
    likes: 6,
    recasts: 2,
  },
  /** By gasless_gus, naming ada and frame_fred. */
  mention: { text: 'Pairing with @ada and @frame-fred on the paymaster today' },
  /** By mint_maker, in the art channel. */
  channel: { text: 'New gradient series, minting at noon', channelId: 'art' },
  /** By dao_dora, quoting the popular cast. */
  quote: { text: 'This is the thread of the week' },
  /** By nft_nate, whom the demo person does not follow; recast by frame_fred. */
  recastFromOutside: { text: 'Odd JPEG of the day' },
} as const;

/** What each followed person talks about, oldest first. */
const TOPICS: Readonly<Record<number, readonly string[]>> = {
  1: [
    'Reading the hub spec with coffee',
    'Writing a tiny parser for cast text',
    'Type systems are kindness to your future self',
  ],
  2: [
    'Stacking sats and reading whitepapers',
    'Lightning channel finally balanced',
    'Fees are low today, go do your moves',
  ],
  3: ['Plotter is running all night', 'Palette study number four', 'Gradients are just patience'],
  4: [
    'Session keys make onboarding painless',
    'Bundlers are boring now, in a good way',
    'Gas sponsorship for the first week',
  ],
  5: ['Golden hour on the bridge', 'Shot on film, scanned at home', 'Light leaks are a feature'],
  6: [
    'Frames v2 demo day tomorrow',
    'A mini app that splits the bill',
    'Shipping the poll frame fix',
  ],
  7: [
    'Voted on all four proposals',
    'Quorum reached with an hour to spare',
    'Governance is a team sport',
  ],
  8: [
    'Blobs made my rollup cheaper',
    'Proving times dropped by half',
    'Sequencer decentralisation roadmap is out',
  ],
};

/** The pictures of the followed people's picture casts: several sizes and ratios. */
const PICTURES: readonly (readonly [number, number][])[] = [
  [[640, 360]],
  [[360, 640]],
  [[480, 480]],
  [
    [800, 300],
    [300, 400],
  ],
  [[1024, 768]],
  [[400, 500]],
  [[720, 405]],
  [[600, 600]],
];

/** Farcaster time, `hoursAgo` hours before `now`. */
function secondsAgo(now: number, hoursAgo: number): number {
  const time = farcasterTime(now - Math.round(hoursAgo * 3_600_000));
  if (!time.ok) throw new Error(time.error.message);
  return time.value;
}

/**
 * The demo person's home timeline on Farcaster: they follow eight people,
 * who cast over the last four weeks (pictures of several sizes, a GIF, a
 * link, casts in channels, mentions, a quote, replies among themselves and
 * to people the demo person does not follow), like and recast each other's
 * casts, and recast one cast from outside. Every message is signed and sent
 * to the hub like the rest of the seed; about 120 in all, to keep start-up
 * quick.
 */
export async function seedFarcasterTimeline(
  hub: string,
  people: readonly TimelineSeedPerson[],
  channelUrls: readonly string[],
  submit: (message: Message) => Promise<Message>,
  now = Date.now(),
) {
  const person = (index: number) => {
    const found = people[index];
    if (!found) throw new Error(`no seeded Farcaster person ${index}`);
    return found;
  };
  const data = (who: TimelineSeedPerson, hoursAgo: number) => ({
    fid: who.fid,
    network: FarcasterNetwork.DEVNET,
    timestamp: secondsAgo(now, hoursAgo),
  });
  const idOf = (message: Message): CastId => ({ fid: message.data?.fid ?? 0, hash: message.hash });
  const cast = async (
    by: number,
    hoursAgo: number,
    text: string,
    extra: Partial<CastAddBody> = {},
  ) => {
    const who = person(by);
    // `@name`s become mentions, as a client sends them.
    const fids = new Map(people.map((p) => [p.fname, p.fid]));
    const body = castBody('', { ...castTextWithMentions(text, fids), ...extra });
    return submit((await makeCastAdd(body, data(who, hoursAgo), who.signer))._unsafeUnwrap());
  };
  const react = async (by: number, type: ReactionType, target: Message, hoursAgo: number) => {
    const who = person(by);
    await submit(
      (
        await makeReactionAdd({ type, targetCastId: idOf(target) }, data(who, hoursAgo), who.signer)
      )._unsafeUnwrap(),
    );
  };
  const follow = async (by: number, target: number, hoursAgo: number) => {
    const who = person(by);
    await submit(
      (
        await makeLinkAdd(
          { type: 'follow', targetFid: person(target).fid },
          data(who, hoursAgo),
          who.signer,
        )
      )._unsafeUnwrap(),
    );
  };
  const pictures = (n: number, sizes: readonly (readonly [number, number])[]) =>
    sizes.map(([width, height], k) => ({ url: castMediaUrl.picture(hub, n + k, width, height) }));

  // Follows: the demo person follows eight people; some follow back, and each other.
  for (const [k, target] of FOLLOWED_BY_DEMO.entries()) await follow(0, target, 24 * 30 - k);
  for (const [by, target] of [
    [1, 0],
    [3, 0],
    [6, 0],
    [1, 4],
    [4, 1],
    [2, 8],
  ] as const) {
    await follow(by, target, 24 * 29);
  }

  // Each followed person's own casts, every three or four days.
  const firsts = new Map<number, Message>();
  for (const p of FOLLOWED_BY_DEMO) {
    for (const [k, text] of (TOPICS[p] ?? []).entries()) {
      const sent = await cast(p, 24 * (26 - k * 8) + p * 5, text);
      if (k === 0) firsts.set(p, sent);
    }
    await cast(p, 24 * 20 + p * 3, `Pictures from the week, by ${person(p).fname}`, {
      embeds: pictures(p, PICTURES[p - 1] ?? [[640, 360]]),
    });
    await cast(p, 24 * 6 + p * 2, `${person(p).fname} in the channel again`, {
      parentUrl: channelUrls[p % channelUrls.length] ?? '',
    });
  }

  // The casts the reading tests name.
  const { popular, mention, channel, quote, recastFromOutside } = FARCASTER_TIMELINE_SEED;
  const popularCast = await cast(1, 50, popular.text, {
    embeds: pictures(7, [
      [640, 360],
      [360, 640],
    ]),
  });
  await cast(4, 40, mention.text);
  const art = channelUrls.find((url) => url.endsWith(`/${channel.channelId}`)) ?? '';
  await cast(3, 30, channel.text, { parentUrl: art, embeds: pictures(3, [[600, 600]]) });
  await cast(7, 20, quote.text, { embeds: [{ castId: idOf(popularCast) }] });
  await cast(6, 16, 'It loops forever', {
    embeds: [{ url: castMediaUrl.loop(hub, 1, 160, 120) }],
  });
  await cast(8, 12, 'Wrote up how the bridge settles', {
    embeds: [{ url: castMediaUrl.page(hub, 'how-the-bridge-settles') }],
  });
  const outside = await cast(9, 10, recastFromOutside.text, {
    embeds: pictures(9, [[500, 500]]),
  });
  await cast(0, 8, 'Polycast reads Farcaster now', { parentUrl: channelUrls[0] ?? '' });
  const demoCast = await cast(0, 5, 'Trying the timeline with @ada and @mint-maker');
  await cast(CROSS_POST.by, crossPostHoursAgo(0), CROSS_POST.text);

  // Conversations: replies between followed people, and one to a stranger (not in the demo's home).
  for (const p of FOLLOWED_BY_DEMO) {
    const parent = firsts.get(p === 8 ? 1 : p + 1);
    if (parent) await cast(p, 24 * 25, `Agreed, ${p}`, { parentCastId: idOf(parent) });
  }
  await cast(2, 9, 'Where did you find this one?', { parentCastId: idOf(outside) });

  // Likes and recasts.
  for (const [k, by] of [0, 2, 3, 4, 5, 6].entries()) {
    await react(by, ReactionType.LIKE, popularCast, 48 - k);
  }
  await react(2, ReactionType.RECAST, popularCast, 45);
  await react(8, ReactionType.RECAST, popularCast, 44);
  await react(6, ReactionType.RECAST, outside, 7);
  for (const [p, first] of firsts) {
    await react(p === 1 ? 2 : 1, ReactionType.LIKE, first, 24 * 24);
  }

  // Others answer the demo person, so its Notifications tab has something in it (issue 21).
  await react(1, ReactionType.LIKE, demoCast, 4);
  await react(3, ReactionType.RECAST, demoCast, 3);
  await cast(1, 2, 'Reads well here too', { parentCastId: idOf(demoCast) });
  await cast(5, 1, `Welcome aboard, @${person(0).fname}`);
}
