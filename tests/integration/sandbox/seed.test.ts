import { describe, expect, it } from 'vitest';
import { sandbox } from './sandboxClient';

const hub = () => sandbox().farcaster?.hub ?? '';
const getJson = async <T>(path: string) => (await (await fetch(`${hub()}${path}`)).json()) as T;

describe('seed data', () => {
  it('gives the demo person a Farcaster profile, casts, replies and likes', async () => {
    const demo = sandbox().demo;
    if (!demo) throw new Error('no demo person');
    const name = await getJson<{ fid: number }>(
      `/v1/userNameProofByName?name=${demo.farcaster.fname}`,
    );
    expect(name.fid).toBe(demo.farcaster.fid);
    const display = await getJson<{ data: { userDataBody: { value: string } } }>(
      `/v1/userDataByFid?fid=${demo.farcaster.fid}&user_data_type=USER_DATA_TYPE_DISPLAY`,
    );
    expect(display.data.userDataBody.value).toBe('Polly Cast');
    // A profile picture, as every network's profile has one (served by the Lens storage node).
    const pfp = await getJson<{ data: { userDataBody: { value: string } } }>(
      `/v1/userDataByFid?fid=${demo.farcaster.fid}&user_data_type=USER_DATA_TYPE_PFP`,
    );
    expect(pfp.data.userDataBody.value).toMatch(/^http/);

    const casts = await getJson<{
      messages: { hash: string; data: { castAddBody: { parentCastId?: unknown } } }[];
    }>(`/v1/castsByFid?fid=${demo.farcaster.fid}`);
    expect(casts.messages.length).toBeGreaterThanOrEqual(3);
    expect(casts.messages.some((m) => m.data.castAddBody.parentCastId)).toBe(true);

    const first = casts.messages[0];
    const replies = await getJson<{ messages: unknown[] }>(
      `/v1/castsByParent?fid=${demo.farcaster.fid}&hash=${first?.hash}`,
    );
    expect(replies.messages.length).toBeGreaterThanOrEqual(1);
    const likes = await getJson<{ messages: unknown[] }>(
      `/v1/reactionsByCast?target_fid=${demo.farcaster.fid}&target_hash=${first?.hash}&reaction_type=REACTION_TYPE_LIKE`,
    );
    expect(likes.messages.length).toBeGreaterThanOrEqual(1);
  });

  it('fills every seeded channel and knows a dozen other people', async () => {
    const { channels } = await getJson<{ channels: { url: string }[] }>('/v1/sandbox/channels');
    for (const channel of channels) {
      const inChannel = await getJson<{ messages: unknown[] }>(
        `/v1/castsByParent?url=${encodeURIComponent(channel.url)}`,
      );
      expect(inChannel.messages.length).toBeGreaterThan(0);
    }
    for (let fid = 2; fid <= 13; fid++) {
      expect(
        (await getJson<{ messages: unknown[] }>(`/v1/castsByFid?fid=${fid}`)).messages.length,
      ).toBeGreaterThan(0);
    }
  });
});
