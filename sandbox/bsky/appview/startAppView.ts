import { serveApp, type ServedApp } from '../../serveApp';
import { createAppViewApi } from './appViewApi';
import { AppViewIndex } from './appViewIndex';
import { followRepos } from './followRepos';
import { serviceAuthVerifier } from './serviceAuth';
import { watchPath } from '../video/videoWatch';

export interface RunningAppView extends ServedApp {
  did: string;
  index: AppViewIndex;
  /**
   * Starts following the PDS's firehose (the PDS needs the AppView's URL
   * first). Answers how to stop: before the PDS closes, or it waits for the socket.
   */
  follow(pdsUrl: string): () => void;
}

export const APPVIEW_DID = 'did:web:appview.polycast.test';

/** The AppView stand-in: serves reads for the sandbox PDS's users from its firehose. */
export async function startAppView(options: {
  plcUrl: string;
  /** Where clients fetch blobs (the PDS as the manifest names it). */
  blobBase: () => string;
  /** Where clients reach the video service (its playlists); without it videos are their blobs. */
  videoBase?: () => string | undefined;
}): Promise<RunningAppView> {
  const index = new AppViewIndex();
  const verify = serviceAuthVerifier({ plcUrl: options.plcUrl, serviceDid: APPVIEW_DID });
  const blobUrl = (did: string, cid: string) =>
    `${options.blobBase()}/xrpc/com.atproto.sync.getBlob?did=${encodeURIComponent(did)}&cid=${cid}`;
  const videoUrl = (did: string, cid: string) => {
    const base = options.videoBase?.();
    return base ? `${base}${watchPath(did, cid)}` : undefined;
  };
  const served = await serveApp(createAppViewApi({ index, verify, blobUrl, videoUrl }));
  return {
    ...served,
    did: APPVIEW_DID,
    index,
    follow(pdsUrl) {
      const follower = followRepos({
        pdsUrl,
        index,
        onError: (error) => console.error('[appview] firehose:', error),
      });
      return follower.stop;
    },
  };
}
