import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FaultRegistry } from '../faults/faultRegistry';
import { startFaultProxy } from '../faults/startFaultProxy';
import type { SeededBluesky } from '../seed/seedBluesky';
import { VIDEO_SERVICE_DID, type BlueskyServices } from './startBlueskyServices';

export interface RunningBluesky {
  /** The PDS as clients reach it (through the fault proxy). */
  pds: string;
  /** The PDS itself. */
  pdsDirect: string;
  pdsDid: string;
  plc: string;
  appView: string;
  video: { url: string; did: string };
  seeded: SeededBluesky;
  /** The process Bluesky's services run in. */
  pid: number | undefined;
  close(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./blueskyProcess.ts', import.meta.url));
const STOP_TIMEOUT_MS = 5000;

/**
 * Bluesky on this machine, seeded: its services (PLC, the real PDS, the
 * AppView stand-in, video) run in a child process of their own; clients
 * reach the PDS and the video service through fault proxies here (network
 * `bsky`), where the admin API controls them.
 */
export async function startBluesky(options: {
  faults: FaultRegistry;
  port?: number;
}): Promise<RunningBluesky> {
  // The proxies hold their ports before the services start (their URLs are in the PDS's DID
  // documents and the AppView's video views), and forward once the services listen.
  let services: BlueskyServices | undefined;
  const pdsProxy = await startFaultProxy({
    network: 'bsky',
    target: () => services?.pdsDirect,
    faults: options.faults,
    ...(options.port === undefined ? {} : { port: options.port }),
    localhost: true,
  });
  const videoProxy = await startFaultProxy({
    network: 'bsky',
    target: () => services?.videoDirect,
    faults: options.faults,
  });
  const publicPort = Number(new URL(pdsProxy.url).port);
  const videoPort = Number(new URL(videoProxy.url).port);
  const child = fork(CHILD, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      POLYCAST_BSKY_PUBLIC_PORT: String(publicPort),
      POLYCAST_BSKY_VIDEO_PORT: String(videoPort),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopChild = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  const closers: (() => Promise<void>)[] = [videoProxy.close, pdsProxy.close, stopChild];
  const close = async () => {
    for (const closePart of closers.splice(0).reverse()) await closePart().catch(() => undefined);
  };
  try {
    const next = <T>(key: string) =>
      new Promise<T>((resolve, reject) => {
        const onExit = (code: number | null) =>
          reject(new Error(`Bluesky's process exited (${code})`));
        child.once('exit', onExit);
        child.once('message', (message: Record<string, unknown>) => {
          child.off('exit', onExit);
          if (key in message) resolve(message[key] as T);
          else reject(new Error(`Bluesky did not start: ${String(message.failed)}`));
        });
      });
    services = await next<BlueskyServices>('listening');
    const seeded = next<SeededBluesky>('seeded');
    child.send('seed');
    return {
      pds: `http://localhost:${publicPort}`,
      pdsDirect: services.pdsDirect,
      pdsDid: services.pdsDid,
      plc: services.plc,
      appView: services.appView,
      video: { url: videoProxy.url, did: VIDEO_SERVICE_DID },
      seeded: await seeded,
      pid: child.pid,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
