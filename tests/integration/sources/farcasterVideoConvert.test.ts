import { FarcasterNetwork } from '@farcaster/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFarcasterSource } from '@/sources/farcaster/createFarcasterSource';
import { productVideoConvert } from '@/sources/product/videoConvertClient';
import type { MediaFile, Source } from '@/sources/source';
import { groveMediaHost } from '@/sources/storage/groveStorage';
import { makeH264Clip } from '../../../sandbox/media/h264Clip';
import { progressiveMp4 } from '../../../sandbox/media/mp4Writer';
import { provenSignUp } from '../../support/provenSignUp';
import { newFarcasterAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

const signal = () => AbortSignal.timeout(30_000);

/** A plain MP4 of real H.264 (a key frame every 2 s), as the converter repackages it. */
const h264Mp4 = (seconds: number) =>
  progressiveMp4(makeH264Clip({ width: 64, height: 36, seconds, keyEverySeconds: 2 }));

const clip = (bytes: Uint8Array<ArrayBuffer>, width = 640, height = 360): MediaFile => ({
  data: new Blob([bytes], { type: 'video/mp4' }),
  mimeType: 'video/mp4',
  name: 'clip.mp4',
  width,
  height,
});

/** Records the checkpoints an upload saves, as the sync engine keeps them in the log. */
function checkpointLog() {
  const saved: unknown[] = [];
  return {
    saved,
    checkpoints: (resumeFrom?: unknown) => ({
      ...(resumeFrom === undefined ? {} : { resumeFrom }),
      save: async (checkpoint: unknown) => void saved.push(checkpoint),
    }),
  };
}

describe('Farcaster video through the product’s converter (composer.md §4.5, §7.5)', () => {
  let source: Source;
  let fid: number;
  beforeAll(async () => {
    const manifest = sandbox();
    const account = await newFarcasterAccount(manifest);
    fid = account.fid;
    // Converting is for Polycast accounts: this Farcaster account signs up, proving itself.
    const { token } = await provenSignUp(manifest, manifest.product.api, account);
    source = createFarcasterSource({
      hubUrl: manifest.farcaster?.hub ?? '',
      fid,
      network: FarcasterNetwork.DEVNET,
      store: account.store,
      media: groveMediaHost(manifest.lens?.storage ?? ''),
      convert: productVideoConvert({ apiBase: manifest.product.api, session: async () => token }),
    });
  });

  it('stores the video, converts it to fragmented-MP4 HLS, and casts the playlist', async () => {
    const { saved, checkpoints } = checkpointLog();
    const video = value(
      await source.uploadMedia(clip(h264Mp4(6)), signal(), undefined, checkpoints()),
    );
    expect(video).toMatchObject({
      kind: 'video',
      mimeType: 'application/vnd.apple.mpegurl',
      width: 640,
      height: 360,
    });
    expect(video.ref.startsWith(`${sandbox().product.api}/v1/post/hls/`)).toBe(true);
    // Stored, then a job: each a point a reloaded attempt resumes from.
    expect(saved).toHaveLength(2);
    const stored = (saved[0] as { url: string }).url;
    expect(stored.startsWith(sandbox().lens?.storage ?? '-')).toBe(true);
    expect(saved[1]).toMatchObject({ url: stored, job: { m3u8Url: video.ref } });

    const playlist = await (await fetch(video.ref)).text();
    expect(playlist).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(playlist).toContain('#EXTINF:4.000,\nseg0.m4s\n#EXTINF:2.000,\nseg1.m4s');
    for (const name of ['init.mp4', 'seg0.m4s', 'seg1.m4s']) {
      expect((await fetch(new URL(name, video.ref))).status).toBe(200);
    }

    const prepared = value(
      await source.prepare(
        { text: 'a clip, streamed', media: [video] },
        `fc-hls-${Date.now()}`,
        signal(),
      ),
    );
    const published = value(await source.publish(prepared, signal()));
    const post = value(await source.getPost(published.id, signal()));
    expect(post?.media).toEqual([{ kind: 'video', url: video.ref }]);
  });

  it('resumes a job an interrupted attempt submitted, without storing or converting again', async () => {
    const first = checkpointLog();
    const video = value(
      await source.uploadMedia(clip(h264Mp4(2)), signal(), undefined, first.checkpoints()),
    );
    const again = checkpointLog();
    const resumed = value(
      await source.uploadMedia(
        clip(h264Mp4(2)),
        signal(),
        undefined,
        again.checkpoints(first.saved.at(-1)),
      ),
    );
    expect(resumed.ref).toBe(video.ref);
    expect(again.saved).toEqual([]);
  });

  it('fails with "Convert job failed" when the stored file is no video, and forgets the job', async () => {
    const { saved, checkpoints } = checkpointLog();
    const notAVideo = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const result = await source.uploadMedia(clip(notAVideo), signal(), undefined, checkpoints());
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'Convert job failed' },
    });
    // The last checkpoint has the stored file but no job: a retry converts afresh.
    expect(saved.at(-1)).toEqual({ v: 1, url: (saved[0] as { url: string }).url });
  });
});
