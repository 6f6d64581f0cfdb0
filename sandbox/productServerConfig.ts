import { FarcasterNetwork } from '@farcaster/core';
import { sandboxDemoSchema } from '@/domain/accounts/sandboxDemo';
import type { ProductServerOptions } from '../server/startProductServer';
import type { SandboxDemoIdentity } from '../server/productApi';
import { ANONYMOUS_LIMITS } from '../server/anonymous/anonymousPoster';
import { SANDBOX_RATE_LIMITS } from '../server/http/rateLimitPolicies';
import { LOOPBACK_PROXIES } from '../server/http/trustedProxies';
import { demoIdentity } from './demoIdentity';
import type { SandboxManifest } from './manifest';
import { sandboxTokenList } from './market/sandboxTokens';

/** The sandbox's two anvil chains, as the app asks a wallet to add them. */
function sandboxEvmChains(current: SandboxManifest) {
  const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };
  return [
    {
      chainId: current.evm.chainId,
      name: 'Sandbox EVM',
      rpc: current.evm.rpc,
      nativeCurrency: ether,
    },
    {
      chainId: current.evm.other.chainId,
      name: 'Sandbox EVM 2',
      rpc: current.evm.other.rpc,
      nativeCurrency: ether,
    },
  ];
}

/**
 * The sandbox wallet's Solana key beside the EVM one: the demo person's funded
 * wallet (`solana.accounts[0]`). Sandbox-only keys, served only in sandbox mode.
 */
function withSolanaWallet<T extends SandboxDemoIdentity>(
  identity: T | undefined,
  current: SandboxManifest | undefined,
): T | undefined {
  const solana = current?.solana.accounts[0];
  if (!identity || !solana) return identity;
  return { ...identity, signIn: { ...identity.signIn, solanaWallet: solana } };
}

/** The sandbox X stand-in's client id (any id is accepted there). */
const SANDBOX_X_CLIENT_ID = 'polycast-sandbox';

/**
 * The product server's settings against the sandbox: the demo person, X at
 * the stand-in, a throwaway sealing key. The manifest is read when asked.
 */
export function sandboxServerOptions(
  manifest: () => SandboxManifest | undefined,
): Pick<
  ProductServerOptions,
  | 'sandboxDemo'
  | 'xService'
  | 'sandboxMode'
  | 'networks'
  | 'composerNetworks'
  | 'previewOrigins'
  | 'anonymousAccounts'
  | 'plcDirectory'
  | 'trustedProxies'
  | 'rateLimits'
  | 'anonymousLimits'
  | 'walletNetworks'
> {
  const xApp = (api: string) => ({
    apiUrl: api,
    authorizeUrl: `${api}/i/oauth2/authorize`,
    tokenUrl: `${api}/2/oauth2/token`,
    clientId: SANDBOX_X_CLIENT_ID,
  });
  return {
    sandboxMode: true,
    // Bluesky DIDs are the sandbox's own PLC directory's.
    plcDirectory: () => manifest()?.bsky.plc ?? 'http://127.0.0.1:1',
    // The sandbox's fault proxies forward requests from this machine.
    trustedProxies: LOOPBACK_PROXIES,
    // Every test and the demo sign up from one address: SANDBOX_RATE_LIMITS says why.
    rateLimits: SANDBOX_RATE_LIMITS,
    // Anonymous allowances are a person's, and every browser test is the demo person: the
    // daily limit holds, the wait between posts does not (its rule is tested on its own).
    anonymousLimits: { dailyLimit: ANONYMOUS_LIMITS.dailyLimit, cooldownSeconds: 0 },
    networks: () => {
      const current = manifest();
      if (!current?.farcaster || !current.lens) return undefined;
      return {
        sandbox: true,
        bsky: { service: current.bsky.pds, video: current.bsky.video },
        farcaster: { hub: current.farcaster.hub, network: current.farcaster.network },
        lens: { api: current.lens.api, storage: current.lens.storage },
        evm: { chains: sandboxEvmChains(current) },
        solana: { rpc: current.solana.rpc, chain: 'solana:localnet' },
        ...(current.gifs
          ? {
              gifs: {
                provider: 'tenor' as const,
                search: current.gifs.search,
                key: current.gifs.key,
              },
            }
          : {}),
        ...(current.giphy
          ? {
              giphy: {
                provider: 'giphy' as const,
                search: current.giphy.search,
                key: current.giphy.key,
              },
            }
          : {}),
      };
    },
    // The composer's server-side reads: the hub's client API, Lens, the AppView, X.
    composerNetworks: () => {
      const current = manifest();
      if (!current) return undefined;
      return {
        ...(current.farcaster
          ? {
              farcaster: {
                hub: current.farcaster.hub,
                clientApi: current.farcaster.clientApi ?? current.farcaster.hub,
              },
            }
          : {}),
        ...(current.lens ? { lens: { api: current.lens.api } } : {}),
        bsky: { appView: current.bsky.appView },
        ...(current.x ? { x: { apiUrl: current.x.api } } : {}),
      };
    },
    // Link previews may read the sandbox's own web and GIF provider (its stills, on 127.0.0.1),
    // and no other private address.
    previewOrigins: () => {
      const current = manifest();
      return [current?.web?.url, current?.gifs?.search, current?.giphy?.search].flatMap((url) =>
        url ? [new URL(url).origin] : [],
      );
    },
    anonymousAccounts: () => {
      const current = manifest();
      const anonymous = current?.anonymous;
      if (!current || !anonymous) return undefined;
      const network = {
        mainnet: FarcasterNetwork.MAINNET,
        testnet: FarcasterNetwork.TESTNET,
        devnet: FarcasterNetwork.DEVNET,
      } as const;
      return {
        ...(current.farcaster
          ? {
              farcaster: {
                hub: current.farcaster.hub,
                network: network[current.farcaster.network],
                ...anonymous.farcaster,
              },
            }
          : {}),
        ...(current.x
          ? {
              x: {
                ...xApp(current.x.api),
                userId: anonymous.x.id,
                username: anonymous.x.username,
                // The stand-in consents at once to a sign-in naming the account.
                signIn: { loginHint: true as const },
              },
            }
          : {}),
      };
    },
    sandboxDemo: async (person) => {
      if (!person) return withSolanaWallet(demoIdentity(manifest()), manifest());
      const admin = manifest()?.admin.url;
      const answer = admin
        ? await fetch(`${admin}/people/${person}`).catch(() => undefined)
        : undefined;
      const parsed = sandboxDemoSchema.safeParse(await answer?.json().catch(() => undefined));
      return answer?.ok && parsed.success ? withSolanaWallet(parsed.data, manifest()) : undefined;
    },
    // The wallet routes' reads: the hub, Lens, the name and market stand-ins, the chains, the token list.
    walletNetworks: () => {
      const current = manifest();
      if (!current) return undefined;
      return {
        ...(current.farcaster ? { farcaster: { hub: current.farcaster.hub } } : {}),
        ...(current.lens ? { lens: { api: current.lens.api } } : {}),
        ...(current.names ? { names: current.names } : {}),
        ...(current.market ? { market: current.market } : {}),
        evm: [current.evm, current.evm.other].map(({ chainId, rpc }) => ({ chainId, rpc })),
        solana: { rpc: current.solana.rpc },
        tokens: current.market ? sandboxTokenList(current, current.market.api) : [],
      };
    },
    xService: () => {
      const api = manifest()?.x?.api;
      return api ? xApp(api) : undefined;
    },
  };
}
