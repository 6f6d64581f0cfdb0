import { serveApp } from '../serveApp';
import { SEED_PEOPLE } from '../seed/people';
import { seedBluesky, type SeededBluesky } from '../seed/seedBluesky';
import { serviceAuthVerifier } from './appview/serviceAuth';
import { startAppView } from './appview/startAppView';
import { startPds } from './startPds';
import { startPlc } from './startPlc';
import { createVideoService } from './video/videoService';

export const VIDEO_SERVICE_DID = 'did:web:video.polycast.test';

/** Where Bluesky's services listen: what the sandbox's other half proxies to. */
export interface BlueskyServices {
  /** The PDS itself (clients reach it through the proxy on the public port). */
  pdsDirect: string;
  pdsDid: string;
  plc: string;
  appView: string;
  /** The video service itself (clients reach it through a proxy). */
  videoDirect: string;
}

/**
 * Bluesky on this machine, without its fault proxies: a PLC directory, the
 * real PDS, the AppView stand-in following its firehose (the PDS proxies
 * reads to it) and the video service. `publicPort`: where clients reach
 * the PDS (a proxy there forwards to it), the URL in every DID document it
 * writes. `seed` fills it once that proxy listens (seeding follows those
 * documents) and resolves when the AppView has caught up.
 */
export async function startBlueskyServices(options: {
  publicPort: number;
  /** Where clients reach the video service (its proxy), named in the AppView's video views. */
  videoPublicUrl?: string;
}): Promise<{
  services: BlueskyServices;
  seed(): Promise<SeededBluesky>;
  close(): Promise<void>;
}> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closePart of closers.splice(0).reverse()) await closePart().catch(() => undefined);
  };
  try {
    const plc = await startPlc();
    closers.push(plc.close);
    // The URL in every DID document this PDS writes, so clients that follow them stay behind the proxy.
    const clientPdsUrl = `http://localhost:${options.publicPort}`;
    // The video service starts after the AppView: its own address is known from then on.
    const videoService: { url?: string } = {};
    const appView = await startAppView({
      plcUrl: plc.url,
      blobBase: () => clientPdsUrl,
      videoBase: () => options.videoPublicUrl ?? videoService.url,
    });
    closers.push(appView.close);
    const pds = await startPds({
      publicPort: options.publicPort,
      plcUrl: plc.url,
      appView: { url: appView.url, did: appView.did },
      handleDomain: '.test',
    });
    closers.push(pds.close);
    const stopFollowing = appView.follow(pds.url);
    closers.push(async () => stopFollowing());
    const video = await serveApp(
      createVideoService({
        did: VIDEO_SERVICE_DID,
        pdsUrl: () => pds.url,
        verify: serviceAuthVerifier({ plcUrl: plc.url, serviceDid: [VIDEO_SERVICE_DID, pds.did] }),
      }),
    );
    closers.push(video.close);
    videoService.url = video.url;

    return {
      services: {
        pdsDirect: pds.url,
        pdsDid: pds.did,
        plc: plc.url,
        appView: appView.url,
        videoDirect: video.url,
      },
      async seed() {
        const seeded = await seedBluesky(pds.url, SEED_PEOPLE);
        await Promise.all(seeded.lastUris.map((uri) => appView.index.whenIndexed(uri)));
        return seeded;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
