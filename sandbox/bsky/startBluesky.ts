import { freePort } from '../freePort';
import { serveApp } from '../serveApp';
import type { FaultRegistry } from '../faults/faultRegistry';
import { startFaultProxy } from '../faults/startFaultProxy';
import { serviceAuthVerifier } from './appview/serviceAuth';
import { startAppView, type RunningAppView } from './appview/startAppView';
import { startPds } from './startPds';
import { startPlc } from './startPlc';
import { createVideoService } from './video/videoService';

export const VIDEO_SERVICE_DID = 'did:web:video.polycast.test';

export interface RunningBluesky {
  /** The PDS as clients reach it (through the fault proxy). */
  pds: string;
  /** The PDS itself, for the sandbox's own seeding. */
  pdsDirect: string;
  pdsDid: string;
  plc: string;
  appView: RunningAppView;
  video: { url: string; did: string };
  close(): Promise<void>;
}

/**
 * Bluesky on this machine: a PLC directory, the real PDS, the AppView
 * stand-in that follows its firehose (the PDS proxies reads to it), and the
 * video service. Clients reach the PDS and the video service through fault
 * proxies (network `bsky`).
 */
export async function startBluesky(options: {
  faults: FaultRegistry;
  port?: number;
}): Promise<RunningBluesky> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closePart of closers.splice(0).reverse()) await closePart().catch(() => undefined);
  };
  try {
    const plc = await startPlc();
    closers.push(plc.close);
    let clientPdsUrl = '';
    const appView = await startAppView({ plcUrl: plc.url, blobBase: () => clientPdsUrl });
    closers.push(appView.close);
    const publicPort = options.port ?? (await freePort());
    const pds = await startPds({
      publicPort,
      listenPort: await freePort(),
      plcUrl: plc.url,
      appView: { url: appView.url, did: appView.did },
      handleDomain: '.test',
    });
    closers.push(pds.close);
    const stopFollowing = appView.follow(pds.url);
    closers.push(async () => stopFollowing());
    const pdsProxy = await startFaultProxy({
      network: 'bsky',
      target: pds.url,
      faults: options.faults,
      port: publicPort,
      localhost: true,
    });
    closers.push(pdsProxy.close);
    // The URL in every DID document this PDS writes, so clients that follow them stay behind the proxy.
    clientPdsUrl = `http://localhost:${publicPort}`;

    const video = await serveApp(
      createVideoService({
        did: VIDEO_SERVICE_DID,
        pdsUrl: () => pds.url,
        verify: serviceAuthVerifier({ plcUrl: plc.url, serviceDid: [VIDEO_SERVICE_DID, pds.did] }),
      }),
    );
    closers.push(video.close);
    const videoProxy = await startFaultProxy({
      network: 'bsky',
      target: video.url,
      faults: options.faults,
    });
    closers.push(videoProxy.close);

    return {
      pds: clientPdsUrl,
      pdsDirect: pds.url,
      pdsDid: pds.did,
      plc: plc.url,
      appView,
      video: { url: videoProxy.url, did: VIDEO_SERVICE_DID },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
