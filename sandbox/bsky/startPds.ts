import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Secp256k1Keypair } from '@atproto/crypto';
import { PDS, envToCfg, envToSecrets, type ServerEnvironment } from '@atproto/pds';
import { scratchDirectory } from '../scratchDirectory';

export interface RunningPds {
  /** Where it listens (its public URL is the proxy's). */
  url: string;
  /** The PDS's own service DID (`did:web:localhost`): the audience of service auth for blobs. */
  did: string;
  /** Admin basic-auth password (sandbox only). */
  adminPassword: string;
  close(): Promise<void>;
}

export interface PdsOptions {
  /** The port in the PDS's public URL (`http://localhost:<port>`, in every DID document it writes). */
  publicPort: number;
  /** Where it actually listens (a free port when not given); a proxy on `publicPort` forwards here. */
  listenPort?: number;
  plcUrl: string;
  appView: { url: string; did: string };
  /** Handles end with one of these; `.test` is reserved for tests by RFC 6761. */
  handleDomain: string;
}

/**
 * The real Bluesky PDS (0.4.x, the last line that runs on Node 20), data in a
 * scratch folder that is removed on close. It has no bind-host option, so we
 * listen on 127.0.0.1 ourselves, on a port of our own: clients must come
 * through the public port, because they follow the PDS URL in DID documents.
 */
export async function startPds(options: PdsOptions): Promise<RunningPds> {
  const dataDirectory = scratchDirectory('polycast-pds-');
  const adminPassword = randomBytes(12).toString('hex');
  const rotationKey = await Secp256k1Keypair.create({ exportable: true });
  const recoveryKey = await Secp256k1Keypair.create();
  const env: ServerEnvironment = {
    devMode: true,
    port: options.publicPort,
    hostname: 'localhost',
    dataDirectory,
    blobstoreDiskLocation: join(dataDirectory, 'blobs'),
    blobUploadLimit: 100 * 1024 * 1024,
    didPlcUrl: options.plcUrl,
    recoveryDidKey: recoveryKey.did(),
    plcRotationKeyK256PrivateKeyHex: Buffer.from(await rotationKey.export()).toString('hex'),
    adminPassword,
    jwtSecret: randomBytes(16).toString('hex'),
    serviceHandleDomains: [options.handleDomain],
    inviteRequired: false,
    disableSsrfProtection: true,
    rateLimitsEnabled: false,
    bskyAppViewUrl: options.appView.url,
    bskyAppViewDid: options.appView.did,
    modServiceUrl: options.appView.url,
    modServiceDid: options.appView.did,
  };
  const pds = await PDS.create(envToCfg(env), envToSecrets(env));
  await pds.ctx.sequencer.start();
  // Port 0 unless told: the system's free port, bound at once (none picked earlier and taken since).
  const server: Server = pds.app.listen(options.listenPort ?? 0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    did: pds.ctx.cfg.service.did,
    adminPassword,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await pds.destroy();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
