import { makeH264Clip } from '../media/h264Clip';
import { progressiveMp4 } from '../media/mp4Writer';
import { hostFile } from '../x/xMediaHost';
import type { RunningX } from '../x/startXApi';
import type { XMediaVariant } from '../x/xState';
import type { SeedPerson } from './people';
import { gradientPng } from './seedImages';
import type { SeededPicture } from './seedLens';
import { CROSS_POST, crossPostHoursAgo } from './crossPost';

export interface SeededX {
  users: { id: string; username: string }[];
}

/** X handles are first come, first served: Ada got `ada_onchain` there. */
const X_USERNAMES: Readonly<Record<string, string>> = { ada: 'ada_onchain' };
export const xUsername = (handle: string) => X_USERNAMES[handle] ?? handle;

const TOPICS = [
  'Shipping a new build of the compose screen today.',
  'Gas was cheap this morning; minted three things I do not need.',
  'Hot take: every social app should let you post everywhere at once.',
  'Reading API docs over coffee. The good kind of Monday.',
  'Red packets are the best onboarding nobody talks about.',
  'Threads on one network, replies on four. Polycast reads them all.',
];

/** The seeded tweet by Ada that names Mina and Gus. */
export const LUNCH = 'lunch on Friday? Bring the rollup notes.';

/** Lena's four pictures, one tweet, each of its own size (the media grid's cases). */
export const FOUR_PICTURES = {
  text: 'Light through the window, four ways.',
  sizes: [
    [960, 540],
    [540, 960],
    [720, 720],
    [1200, 400],
  ],
} as const;

/** More pictures, a GIF and a video, by person index, with their sizes. */
const SIZED_MEDIA = [
  { by: 5, hoursAgo: 8, ...FOUR_PICTURES, kind: 'photo' },
  {
    by: 9,
    hoursAgo: 6,
    text: 'Found an odd JPEG in the attic.',
    sizes: [[600, 900]],
    kind: 'photo',
  },
  { by: 3, hoursAgo: 10, text: 'Today’s mint, in landscape.', sizes: [[900, 600]], kind: 'photo' },
  { by: 11, hoursAgo: 5, text: 'When the build goes green.', sizes: [[480, 270]], kind: 'gif' },
  {
    by: 6,
    hoursAgo: 4,
    text: 'Thirty seconds of a frame demo.',
    sizes: [[1280, 720]],
    kind: 'video',
  },
] as const;

/** Colour pairs for the sized pictures and banners. */
const COLOURS: readonly (readonly [
  readonly [number, number, number],
  readonly [number, number, number],
])[] = [
  [
    [255, 149, 0],
    [255, 45, 85],
  ],
  [
    [90, 200, 250],
    [88, 86, 214],
  ],
  [
    [76, 217, 100],
    [255, 204, 0],
  ],
];

const POLLS = [
  { by: 0, options: ['Farcaster', 'Lens', 'X', 'Bluesky'], minutes: 7 * 24 * 60 },
  { by: 2, options: ['Sats', 'Gwei'], minutes: 24 * 60 },
  { by: 7, options: ['Vote now', 'Vote later', 'Delegate'], minutes: 24 * 60 },
];

/**
 * Seeds the X stand-in through its own v2 API, in-process (`app.request`,
 * no sockets), so every Tweet passes the API's checks: one user per person
 * (the state has no sign-up; each gets a short-lived token), Tweets, pictures
 * uploaded as media, link Tweets, polls, replies, quotes, retweets, likes and
 * follows. The API stamps Tweets with the current time; the seed then dates
 * them over the last three days and points the first pictures' media records
 * at the Lens storage node that serves them. Pictures of several sizes, a GIF,
 * a video, link cards' images and profile banners are on the stand-in's own
 * media host, made when first fetched, so starting costs next to nothing.
 */
export async function seedX(
  x: RunningX,
  people: readonly SeedPerson[],
  media: { pictures: readonly SeededPicture[]; avatars: readonly SeededPicture[] },
  now = Date.now(),
): Promise<SeededX> {
  const { app, state } = x.api;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);

  /** A gradient picture on the stand-in's media host, made when first fetched. */
  const gradient = (k: number, width: number, height: number) => ({
    contentType: 'image/png',
    bytes: () => {
      const [from, to] = COLOURS[k % COLOURS.length] ?? [
        [0, 0, 0],
        [255, 255, 255],
      ];
      return gradientPng({ width, height, from, to });
    },
  });

  const users = people.map((person, i) => {
    const user = state.addUser({
      username: xUsername(person.handle),
      name: person.name,
      verified: i % 4 === 1,
      description: person.bio,
      ...(media.avatars[i] ? { profile_image_url: media.avatars[i].url } : {}),
    });
    user.profile_banner_url = hostFile(
      state,
      x.url,
      `/pbs/profile_banners/${user.id}/1500x500`,
      gradient(i, 1500, 500),
    );
    return user;
  });
  const tokens = users.map((user) => {
    const token = state.token();
    state.tokens.set(token, { userId: user.id, expiresAt: now + 600_000 });
    return token;
  });
  const n = users.length;
  const wrap = (i: number) => ((i % n) + n) % n;

  const call = async (i: number, method: string, path: string, body?: unknown) => {
    const response = await app.request(path, {
      method,
      headers: {
        Authorization: `Bearer ${tokens[wrap(i)]}`,
        ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined
        ? {}
        : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`seed X ${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: { id: string } };
  };
  /** Posts a Tweet as person `i`, then dates it `hoursAgo`. */
  const tweet = async (i: number, body: Record<string, unknown>, hoursAgo: number) => {
    const { data } = await call(i, 'POST', '/2/tweets', body);
    const created = state.tweets.get(data.id);
    if (created) created.created_at = at(hoursAgo).toISOString();
    for (const id of created?.attachments?.poll_ids ?? []) {
      const poll = state.polls.get(id);
      if (poll)
        poll.end_datetime = new Date(
          at(hoursAgo).getTime() + poll.duration_minutes * 60_000,
        ).toISOString();
    }
    return data.id;
  };
  const upload = async (i: number, picture: SeededPicture, alt: string) => {
    const form = new FormData();
    form.set('media', new Blob([picture.bytes], { type: picture.contentType }));
    form.set('media_category', 'tweet_image');
    const { data } = await call(i, 'POST', '/2/media/upload', form);
    const record = state.media.get(data.id);
    if (record)
      Object.assign(record, {
        url: picture.url,
        width: picture.size,
        height: picture.size,
        alt_text: alt,
      });
    return data.id;
  };
  /**
   * A photo, GIF or video as X serves them: a photo's `url`, a GIF's or
   * video's still and MP4 renditions (a video also its HLS playlist), on the
   * media host. The stand-in keeps only an upload's type and size, so a
   * placeholder byte is uploaded; the files are made when first fetched (the
   * MP4s hold a valid header and no frames: a player shows the still).
   */
  const hosted = async (
    i: number,
    kind: 'photo' | 'gif' | 'video',
    n: number,
    [width, height]: readonly [number, number],
    alt: string,
  ) => {
    const form = new FormData();
    const type = { photo: 'image/png', gif: 'image/gif', video: 'video/mp4' }[kind];
    form.set('media', new Blob([new Uint8Array(1)], { type }));
    form.set(
      'media_category',
      { photo: 'tweet_image', gif: 'tweet_gif', video: 'tweet_video' }[kind],
    );
    const { data } = await call(i, 'POST', '/2/media/upload', form);
    const record = state.media.get(data.id);
    if (!record) return data.id;
    const key = record.media_key;
    const stillFolder = { photo: 'media', gif: 'tweet_video_thumb', video: 'ext_tw_video_thumb' }[
      kind
    ];
    const still = hostFile(
      state,
      x.url,
      `/pbs/${stillFolder}/${key}.png`,
      gradient(n, width, height),
    );
    const mp4 = (path: `/video/${string}`, seconds: number) =>
      hostFile(state, x.url, path, {
        contentType: 'video/mp4',
        // A real (tiny, generated) H.264 clip, one key frame: players play it.
        bytes: () =>
          progressiveMp4(
            makeH264Clip({ width: 64, height: 36, seconds, keyEverySeconds: seconds, seed: n }),
          ),
      });
    const variants: XMediaVariant[] =
      kind === 'gif'
        ? [{ bit_rate: 0, content_type: 'video/mp4', url: mp4(`/video/tweet_video/${key}.mp4`, 2) }]
        : kind === 'video'
          ? [
              {
                content_type: 'application/x-mpegURL',
                url: hostFile(state, x.url, `/video/ext_tw_video/${key}/pl/playlist.m3u8`, {
                  contentType: 'application/x-mpegURL',
                  bytes: () => new TextEncoder().encode('#EXTM3U\n#EXT-X-ENDLIST\n'),
                }),
              },
              {
                bit_rate: 832_000,
                content_type: 'video/mp4',
                url: mp4(`/video/ext_tw_video/${key}/vid/640x360/${key}.mp4`, 30),
              },
              {
                bit_rate: 2_176_000,
                content_type: 'video/mp4',
                url: mp4(`/video/ext_tw_video/${key}/vid/1280x720/${key}.mp4`, 30),
              },
            ]
          : [];
    Object.assign(record, {
      width,
      height,
      alt_text: alt,
      ...(kind === 'photo' ? { url: still } : { preview_image_url: still, variants }),
      ...(kind === 'video' ? { duration_ms: 30_000 } : {}),
    });
    return data.id;
  };
  const retweet = async (i: number, id: string | undefined, hoursAgo: number) => {
    const { data } = await call(i, 'POST', `/2/users/${users[wrap(i)]?.id}/retweets`, {
      tweet_id: id,
    });
    const created = state.tweets.get(data.id);
    if (created) created.created_at = at(hoursAgo).toISOString();
  };
  const like = (i: number, id: string | undefined) =>
    call(i, 'POST', `/2/users/${users[wrap(i)]?.id}/likes`, { tweet_id: id });

  for (let i = 0; i < n; i++) {
    for (const k of i === 0 ? users.keys() : [0, i + 1, i + 2, i + 3]) {
      const target = users[wrap(k)];
      if (target && wrap(k) !== i)
        await call(i, 'POST', `/2/users/${users[i]?.id}/following`, { target_user_id: target.id });
    }
  }

  const originals: string[] = [];
  for (let i = 0; i < n; i++)
    originals.push(await tweet(i, { text: TOPICS[i % TOPICS.length] }, 70 - i));

  const seconds: string[] = [];
  for (const [i, person] of people.entries()) {
    const picture = media.pictures[(i / 2) % media.pictures.length];
    if (i % 2 === 0 && picture) {
      const mediaId = await upload(i, picture, `Gradient ${i / 2 + 1}`);
      seconds.push(
        await tweet(
          i,
          { text: `A picture from ${person.name}'s desk.`, media: { media_ids: [mediaId] } },
          50 - i,
        ),
      );
    } else {
      const link = `https://polycast.test/notes/${person.handle}`;
      const id = await tweet(i, { text: `Notes from ${person.name}: ${link}` }, 50 - i);
      seconds.push(id);
      // What X's crawler would have read of the page, for the link's card.
      const entity = state.tweets.get(id)?.entities?.urls?.find((u) => u.expanded_url === link);
      if (entity)
        Object.assign(entity, {
          unwound_url: link,
          status: 200,
          title: `${person.name}’s notes`,
          description: person.bio,
          images: [
            {
              url: hostFile(state, x.url, `/pbs/card_img/${id}.png`, gradient(i, 600, 314)),
              width: 600,
              height: 314,
            },
          ],
        });
    }
  }

  // A tweet naming two people, for replies that leave someone out (composer.md §2.3).
  await tweet(1, { text: `@${users[3]?.username} @${users[4]?.username} ${LUNCH}` }, 40);

  for (const [k, poll] of POLLS.entries()) {
    await tweet(
      poll.by,
      {
        text: `Quick poll from ${people[poll.by]?.name ?? 'us'}: where do you post first?`,
        poll: { options: poll.options, duration_minutes: poll.minutes },
      },
      36 - k,
    );
  }

  for (let i = 0; i < n; i++) {
    const next = users[wrap(i + 1)];
    await tweet(
      i,
      {
        text: `@${next?.username} agreed, and it works offline too.`,
        reply: { in_reply_to_tweet_id: originals[wrap(i + 1)] },
      },
      30 - i / 2,
    );
  }
  for (let i = 1; i < n; i++) {
    await tweet(
      i,
      { text: `Lovely colours! (${i})`, reply: { in_reply_to_tweet_id: seconds[0] } },
      22 - i / 4,
    );
  }
  const quotes: string[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 3 !== 1 && i !== 0) continue;
    quotes.push(
      await tweet(i, { text: 'This, exactly.', quote_tweet_id: seconds[wrap(i + 2)] }, 12 - i / 4),
    );
  }

  const sized: string[] = [];
  for (const [k, item] of SIZED_MEDIA.entries()) {
    const ids: string[] = [];
    for (const [j, size] of item.sizes.entries())
      ids.push(await hosted(item.by, item.kind, k + j, size, `${item.text} (${j + 1})`));
    sized.push(await tweet(item.by, { text: item.text, media: { media_ids: ids } }, item.hoursAgo));
  }
  // Retweets: of the four pictures, of an original, of the video (by the demo person), of a quote.
  await retweet(2, sized[0], 3);
  await retweet(12, originals[1], 20);
  await retweet(0, sized[4], 2);
  await retweet(8, quotes[0], 1);
  for (let i = 1; i < n; i++) {
    await like(i, sized[0]);
    if (i % 2 === 0) await like(i, originals[0]);
    if (i % 3 === 0) await like(i, seconds[0]);
  }
  await like(0, originals[1]);
  await like(0, sized[4]);
  // The cross-post (crossPost.ts): on X second.
  await tweet(CROSS_POST.by, { text: CROSS_POST.text }, crossPostHoursAgo(1));

  for (const token of tokens) state.tokens.delete(token);
  return { users: users.map(({ id, username }) => ({ id, username })) };
}
