import type { RunningX } from '../x/startXApi';
import type { SeedPerson } from './people';
import type { SeededPicture } from './seedLens';

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

const POLLS = [
  { by: 0, options: ['Farcaster', 'Lens', 'X', 'Bluesky'], minutes: 7 * 24 * 60 },
  { by: 2, options: ['Sats', 'Gwei'], minutes: 24 * 60 },
  { by: 7, options: ['Vote now', 'Vote later', 'Delegate'], minutes: 24 * 60 },
];

/**
 * Seeds the X stand-in through its own v2 API, in-process (`app.request`,
 * no sockets), so every Tweet passes the API's checks: one user per person
 * (the state has no sign-up; each gets a short-lived token), Tweets, pictures
 * uploaded as media, link Tweets, polls, replies, quotes and follows. The
 * API stamps Tweets with the current time; the seed then dates them over the
 * last three days (in posting order) and points the pictures' media records
 * at the Lens storage node that serves them.
 */
export async function seedX(
  x: RunningX,
  people: readonly SeedPerson[],
  media: { pictures: readonly SeededPicture[]; avatars: readonly SeededPicture[] },
  now = Date.now(),
): Promise<SeededX> {
  const { app, state } = x.api;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);

  const users = people.map((person, i) =>
    state.addUser({
      username: xUsername(person.handle),
      name: person.name,
      verified: i % 4 === 1,
      description: person.bio,
      ...(media.avatars[i] ? { profile_image_url: media.avatars[i].url } : {}),
    }),
  );
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
      seconds.push(await tweet(i, { text: `Notes from ${person.name}: ${link}` }, 50 - i));
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
  for (let i = 0; i < n; i++) {
    if (i % 3 !== 1 && i !== 0) continue;
    await tweet(i, { text: 'This, exactly.', quote_tweet_id: seconds[wrap(i + 2)] }, 12 - i / 4);
  }

  for (const token of tokens) state.tokens.delete(token);
  return { users: users.map(({ id, username }) => ({ id, username })) };
}
