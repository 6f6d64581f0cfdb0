import type { ProductServerOptions } from '../server/startProductServer';
import { demoIdentity } from './demoIdentity';
import type { SandboxManifest } from './manifest';

/** The sandbox X stand-in's client id (any id is accepted there). */
const SANDBOX_X_CLIENT_ID = 'polycast-sandbox';

/**
 * The product server's settings against the sandbox: the demo person, X at
 * the stand-in, a throwaway sealing key. The manifest is read when asked.
 */
export function sandboxServerOptions(
  manifest: () => SandboxManifest | undefined,
): Pick<ProductServerOptions, 'sandboxDemo' | 'xService' | 'sandboxMode' | 'networks'> {
  return {
    sandboxMode: true,
    networks: () => {
      const current = manifest();
      if (!current?.farcaster || !current.lens) return undefined;
      return {
        bsky: { service: current.bsky.pds, video: current.bsky.video },
        farcaster: { hub: current.farcaster.hub, network: current.farcaster.network },
        lens: { api: current.lens.api, storage: current.lens.storage },
      };
    },
    sandboxDemo: () => demoIdentity(manifest()),
    xService: () => {
      const api = manifest()?.x?.api;
      return api
        ? {
            apiUrl: api,
            authorizeUrl: `${api}/i/oauth2/authorize`,
            tokenUrl: `${api}/2/oauth2/token`,
            clientId: SANDBOX_X_CLIENT_ID,
          }
        : undefined;
    },
  };
}
