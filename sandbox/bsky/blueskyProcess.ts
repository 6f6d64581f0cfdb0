/**
 * Bluesky's services in a process of their own (started by startBluesky):
 * the real PDS alone needs a core's worth of CPU when posts arrive by the
 * thousand, and the sandbox's other networks must not queue behind it.
 * Over the IPC channel: tells its parent where everything listens, seeds
 * when the parent says its proxies are up, and says who was seeded. Stops
 * on SIGTERM, or when the parent goes.
 */
import { startBlueskyServices } from './startBlueskyServices';

const send = (message: unknown) =>
  new Promise<void>((resolve) => {
    if (!process.send) throw new Error('blueskyProcess runs as a child with an IPC channel');
    process.send(message, () => resolve());
  });

const publicPort = Number(process.env.POLYCAST_BSKY_PUBLIC_PORT);
const videoPort = Number(process.env.POLYCAST_BSKY_VIDEO_PORT);
try {
  const started = await startBlueskyServices({
    publicPort,
    ...(videoPort ? { videoPublicUrl: `http://127.0.0.1:${videoPort}` } : {}),
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void started.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
  // Listening; seeded when the parent's proxy on the public port is up too.
  process.once('message', () => {
    started.seed().then(
      (seeded) => send({ seeded }),
      (error: unknown) => send({ failed: String(error instanceof Error ? error.stack : error) }),
    );
  });
  await send({ listening: started.services });
} catch (error) {
  await send({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
