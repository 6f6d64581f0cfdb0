/**
 * Source adapters against the sandbox: a text post's round trip (prepare and
 * publish, to the network's confirmation) per network, and a 20 MB chunked
 * video upload to the X stand-in through the product server.
 * Part of `npm run bench`; alone: npx tsx bench/sourcesBench.ts [--quick]
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { ensureSandbox } from '../sandbox/ensureSandbox';
import type { Source } from '@/sources/source';
import {
  connectXAccount,
  newBskyAccount,
  newFarcasterAccount,
  signInLensAccount,
  value,
} from '../tests/support/sandboxAccounts';
import { median, ms, percentile } from './stats';

type Report = (what: string, target: string, measured: string) => void;

async function roundTrips(source: Source, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const text = `Bench post ${i} ${randomBytes(4).toString('hex')}`;
    const started = performance.now();
    const prepared = value(
      await source.prepare({ text, media: [] }, `bench-${i}-${text}`, AbortSignal.timeout(10_000)),
    );
    value(await source.publish(prepared, AbortSignal.timeout(10_000)));
    times.push(performance.now() - started);
  }
  return times;
}

export async function benchSources(report: Report, quick: boolean): Promise<void> {
  // X allows 100 posts per 15 minutes per user (the stand-in too): stay under it.
  const posts = quick ? 20 : 90;
  const sandbox = await ensureSandbox();
  try {
    const manifest = sandbox.manifest;
    const sources: [string, Source][] = [
      ['Bluesky', (await newBskyAccount(manifest)).source],
      ['Farcaster', (await newFarcasterAccount(manifest)).source],
      ['X', (await connectXAccount(manifest, 'meme_mo')).source],
      ['Lens', (await signInLensAccount(manifest, 'satoshi_fan', 2)).source],
    ];
    for (const [name, source] of sources) {
      await roundTrips(source, 5); // warm-up: sessions, caches, JIT
      const times = await roundTrips(source, posts);
      report(
        `${name}: text post round trip (adapter to confirmed)`,
        '< 100 ms',
        `p50 ${ms(median(times))}, p95 ${ms(percentile(times, 95))} (n=${posts})`,
      );
    }

    const x = await connectXAccount(manifest, 'validator_vic');
    const bytes = 20 * 1024 * 1024;
    const video = new Blob([randomBytes(bytes)], { type: 'video/mp4' });
    const runs: number[] = [];
    for (let run = 0; run < (quick ? 1 : 3); run++) {
      const started = performance.now();
      let appendsDone = 0;
      value(
        await x.source.uploadMedia(
          { data: video, mimeType: 'video/mp4', name: 'bench.mp4', durationSeconds: 30 },
          AbortSignal.timeout(60_000),
          (fraction) => {
            if (fraction < 1) appendsDone = performance.now();
          },
        ),
      );
      // Transfer rate over the appends; processing (X's status polls) is reported apart.
      runs.push(bytes / 1024 / 1024 / ((appendsDone - started) / 1000));
      if (run === 0)
        report(
          '  X upload, INIT to processed (status polls included)',
          '',
          ms(performance.now() - started),
        );
    }
    report(
      'X chunked upload of 20 MB (3 MiB chunks, 4 appends in flight)',
      '> 50 MB/s',
      `median ${median(runs).toFixed(0)} MB/s (n=${runs.length})`,
    );
  } finally {
    await sandbox.stop?.();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchSources(
    (what, target, measured) =>
      console.log(`${what}: ${measured}${target ? `  (target ${target})` : ''}`),
    process.argv.includes('--quick'),
  );
}
