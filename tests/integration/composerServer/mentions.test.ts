import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIdentitySchema } from '@/domain/composer/model/mention';
import { X_SEARCH_NEEDS_SESSION } from '../../../server/mentions/mentionRoutes';
import { sandbox } from '../sandbox/sandboxClient';
import { startComposerServer, type ComposerTestServer } from './composerServerKit';

interface Identity {
  platform: string;
  platform_id: string;
  handle: string;
  name: string;
  hit: boolean;
  score: number;
  related_profiles: { platform: string; platform_id: string; handle: string }[];
}

let server: ComposerTestServer;
let token: string;
beforeAll(async () => {
  server = await startComposerServer();
  token = await server.signUp();
});
afterAll(() => server.close());

/** A search as the app makes it, with its Polycast session (X is searched only with one). */
const search = async (path: string, session: string | null = token) => {
  const answer = await server.call(
    'GET',
    `/api/mentions/${path}`,
    session ? { token: session } : {},
  );
  expect(answer.status, answer.text).toBe(200);
  const { profiles, errors } = (answer.body as { data: { profiles: Identity[]; errors?: unknown } })
    .data;
  for (const profile of profiles)
    expect(searchIdentitySchema.safeParse(profile).success, profile.handle).toBe(true);
  return { profiles, errors };
};

describe('mention search (composer.md §2.4, §5.7, §7.7)', () => {
  it('identity search finds Farcaster and Lens profiles, linking those one wallet holds', async () => {
    const { profiles } = await search('identity?q=polycast');
    const farcaster = profiles.find(
      (p) => p.platform === 'Farcaster' && p.handle === 'polycast-demo',
    );
    const lens = profiles.find((p) => p.platform === 'Lens' && p.handle === 'polycast_demo');
    expect(farcaster).toMatchObject({
      hit: true,
      name: 'Polly Cast',
      platform_id: String(sandbox().demo?.farcaster.fid),
    });
    expect(lens?.platform_id.toLowerCase()).toBe(sandbox().demo?.lens?.account.toLowerCase());
    // The demo's fid's custody address owns the demo's Lens account.
    expect(farcaster?.related_profiles).toEqual([
      expect.objectContaining({ platform: 'Lens', handle: 'polycast_demo' }),
    ]);
    expect(lens?.related_profiles).toEqual([
      expect.objectContaining({ platform: 'Farcaster', handle: 'polycast-demo' }),
    ]);
    expect(profiles.every((p) => p.platform === 'Farcaster' || p.platform === 'Lens')).toBe(true);
  });

  it('searches Bluesky (10) and X (30) on their own', async () => {
    const bsky = await search('bsky?q=ada');
    expect(bsky.profiles[0]).toMatchObject({
      platform: 'Bsky',
      handle: 'ada.test',
      platform_id: expect.stringMatching(/^did:/),
    });
    const x = await search('twitter?q=ada');
    expect(x.profiles[0]).toMatchObject({
      platform: 'Twitter',
      handle: 'ada_onchain',
      name: 'Ada',
    });
    const all = await search('bsky?q=a&limit=3');
    expect(all.profiles.length).toBeLessThanOrEqual(3);
  });

  it('merges all four, best matches first, each profile once, at most 90', async () => {
    const { profiles, errors } = await search('search?q=@ada');
    expect(errors).toBeUndefined();
    expect(new Set(profiles.map((p) => p.platform))).toEqual(
      new Set(['Farcaster', 'Lens', 'Bsky', 'Twitter']),
    );
    const keys = profiles.map((p) => `${p.platform}:${p.platform_id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(profiles.length).toBeLessThanOrEqual(90);
    const scores = profiles.map((p) => p.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(profiles[0]?.score).toBe(1);
    const wide = await search('search?q=a');
    expect(wide.profiles.length).toBeLessThanOrEqual(90);
    const some = await search('search?q=ada&platforms=Bsky,Twitter');
    expect(new Set(some.profiles.map((p) => p.platform))).toEqual(new Set(['Bsky', 'Twitter']));
  });

  it('answers 400 for an empty or long query and an unknown platform', async () => {
    for (const path of [
      'search?q=',
      'identity?q=%40',
      `bsky?q=${'a'.repeat(51)}`,
      'search?q=a&platforms=Myspace',
      'twitter?q=a&limit=31',
    ]) {
      const answer = await server.call('GET', `/api/mentions/${path}`);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toEqual({ code: 400, error: expect.any(String) });
    }
  });

  it('searches X (with the product’s own X account) only for a Polycast session', async () => {
    const alone = await server.call('GET', '/api/mentions/twitter?q=ada');
    expect(alone.status).toBe(401);
    expect(alone.body).toEqual({ code: 401, error: X_SEARCH_NEEDS_SESSION });
    const merged = await search('search?q=ada', null);
    expect(merged.profiles.some((p) => p.platform === 'Twitter')).toBe(false);
    expect(merged.profiles.some((p) => p.platform === 'Bsky')).toBe(true);
    expect(merged.errors).toEqual([{ platform: 'Twitter', error: X_SEARCH_NEEDS_SESSION }]);
  });
});
