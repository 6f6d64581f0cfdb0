import { mnemonicToAccount } from 'viem/accounts';
import { bytesToHex } from 'viem';
import { startProductServer } from '../server/startProductServer';
import { createAdminApi } from './admin/adminApi';
import { createSandboxPeople } from './people/sandboxPeople';
import { compileContracts } from './evm/compileContracts';
import { deployContracts } from './evm/deployContracts';
import { installMulticall3 } from './evm/installMulticall3';
import { startAnvil } from './evm/startAnvil';
import { SEEDED_CHANNELS, startFarcasterHub } from './farcaster/startFarcasterHub';
import { DEMO_PERSON, SEED_PEOPLE } from './seed/people';
import { seedFarcaster } from './seed/seedFarcaster';
import { startXApi } from './x/startXApi';
import { startLens } from './lens/startLens';
import { seedLens } from './seed/seedLens';
import { seedX } from './seed/seedX';
import { seedAnonymous } from './seed/seedAnonymous';
import { createWebPages } from './web/webPages';
import { createGifProvider, SANDBOX_GIF_KEY } from './gifs/gifProvider';
import { startBluesky } from './bsky/startBluesky';
import { startSolana } from './solana/startSolana';
import { createPushService } from './push/pushService';
import { createFaultRegistry } from './faults/faultRegistry';
import { startFaultProxy } from './faults/startFaultProxy';
import { serveApp } from './serveApp';
import { writeManifest, type SandboxManifest } from './manifest';
import { sandboxServerOptions } from './productServerConfig';
import { createMarketPrices } from './market/marketPrices';
import { createMarketDataApi } from './market/marketDataApi';
import { sandboxMarketSeed } from './market/sandboxTokens';
import { createNameRegistry } from './names/nameRegistry';
import { seedVerifications } from './seed/seedVerifications';
import { SEEDED_NAMES, WALLET_IDENTITIES } from './seed/walletIdentities';

export interface RunningSandbox {
  manifest: SandboxManifest;
  manifestPath: string;
  /** Child processes (for measuring memory). */
  childPids: number[];
  stop(): Promise<void>;
}

/** anvil's default dev accounts come from this public test mnemonic. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const DEV_ACCOUNTS = 4;

const STOP_PART_TIMEOUT_MS = 5000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

const envPort = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);

/**
 * Starts every local counterpart on 127.0.0.1, each behind a fault proxy,
 * and writes the endpoints manifest. `stop` ends every child.
 */
export async function startSandbox(
  options: { manifestPath?: string } = {},
): Promise<RunningSandbox> {
  const stops: (() => Promise<void>)[] = [];
  const childPids: number[] = [];
  const stop = async () => {
    for (const stopPart of stops.splice(0).reverse()) {
      // A part that hangs on close must not keep the others (or anvil) running.
      await Promise.race([stopPart().catch(() => undefined), sleep(STOP_PART_TIMEOUT_MS)]);
    }
  };
  /** Parts starting in the background: a failed start waits for them before stopping all. */
  const pending: Promise<unknown>[] = [];
  try {
    const faults = createFaultRegistry();
    const people = createSandboxPeople();
    const market = createMarketPrices();
    let ready = false;
    const admin = await serveApp(
      createAdminApi(faults, () => ready, people, market),
      envPort('SANDBOX_ADMIN_PORT') ?? 0,
    );
    stops.push(admin.close);
    const adminUrl = admin.url;

    const compiled = compileContracts();
    const accounts = Array.from({ length: DEV_ACCOUNTS }, (_, i) => {
      const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: i });
      const key = account.getHdKey().privateKey;
      if (!key) throw new Error('no key derived');
      return { address: account.address, privateKey: bytesToHex(key) };
    });

    const startChain = async (chainId: number, portEnv: string) => {
      const anvil = await startAnvil({ port: envPort(portEnv), chainId });
      stops.push(anvil.stop);
      if (anvil.pid) childPids.push(anvil.pid);
      const [contracts] = await Promise.all([
        deployContracts(
          anvil.rpc,
          chainId,
          compiled,
          accounts.map((a) => a.address),
        ),
        installMulticall3(anvil.rpc, compiled),
      ]);
      const proxy = await startFaultProxy({ network: 'evm', target: anvil.rpc, faults });
      stops.push(proxy.close);
      return { rpc: proxy.url, chainId, contracts };
    };
    const [main, other] = await Promise.all([
      startChain(31337, 'SANDBOX_EVM_PORT'),
      startChain(31338, 'SANDBOX_EVM2_PORT'),
    ]);

    // Bluesky takes longest to start and seed: run it while the rest starts.
    const blueskyReady = (async () => {
      const bluesky = await startBluesky({ faults, port: envPort('SANDBOX_BSKY_PORT') });
      stops.push(bluesky.close);
      if (bluesky.pid) childPids.push(bluesky.pid);
      return { bluesky, seeded: bluesky.seeded };
    })();
    pending.push(blueskyReady);
    // Its failure is reported where it is awaited, not as an unhandled rejection meanwhile.
    blueskyReady.catch(() => undefined);

    const lens = await startLens();
    stops.push(lens.api.close, lens.storage.close);
    // In-process seeds; X's pictures (and Farcaster's profile pictures) are served by the Lens storage node.
    const lensPeople = seedLens(
      lens,
      SEED_PEOPLE,
      accounts.map((a) => a.address),
    );

    const hub = await startFarcasterHub();
    stops.push(hub.close);
    const farcasterPeople = await seedFarcaster(
      hub.url,
      SEED_PEOPLE,
      SEEDED_CHANNELS.map((c) => c.url),
      lensPeople.accounts.map((a) => a.avatar.url),
    );
    const demoFarcaster = farcasterPeople[0];
    if (!demoFarcaster) throw new Error('no demo person seeded');
    const hubProxy = await startFaultProxy({ network: 'farcaster', target: hub.url, faults });
    stops.push(hubProxy.close);

    const x = await startXApi();
    stops.push(x.close);
    const xProxy = await startFaultProxy({ network: 'x', target: x.url, faults });
    stops.push(xProxy.close);

    const xPeople = await seedX(x, SEED_PEOPLE, {
      pictures: lensPeople.pictures,
      avatars: lensPeople.accounts.map((a) => a.avatar),
    });
    // The shared anonymous accounts (Farcaster, X), seeded as the demo person is.
    const anonymous = await seedAnonymous(hub.url, x);
    const lensProxy = await startFaultProxy({ network: 'lens', target: lens.api.url, faults });
    stops.push(lensProxy.close);

    const solana = await startSolana({
      wallets: DEV_ACCOUNTS,
      port: envPort('SANDBOX_SOLANA_PORT'),
    });
    stops.push(solana.close);
    const solanaProxy = await startFaultProxy({ network: 'solana', target: solana.url, faults });
    stops.push(solanaProxy.close);
    // Two people's verified wallets (funded, not the demo person's), for tips between them.
    await seedVerifications(hub.url, farcasterPeople, WALLET_IDENTITIES, {
      evm: accounts,
      solana: solana.wallets,
    });

    // The ENS-type name service and the market-data provider stand-ins.
    const names = await serveApp(
      createNameRegistry(
        SEEDED_NAMES.map((n) => ({ ...n, address: accounts[n.evmAccount]?.address ?? '' })),
      ),
    );
    stops.push(names.close);
    market.seed(
      sandboxMarketSeed({
        evm: { ...main, other, accounts },
        solana: { rpc: solanaProxy.url, mint: solana.mint, accounts: solana.wallets },
      }),
    );
    const marketData = await serveApp(createMarketDataApi(market));
    stops.push(marketData.close);

    // Pages to preview, and the GIF provider.
    const web = await serveApp(createWebPages());
    stops.push(web.close);
    const gifs = await serveApp(createGifProvider());
    stops.push(gifs.close);
    // The browsers' push service, which cannot be reached from here (reading.md §4.7).
    const push = await serveApp(createPushService());
    stops.push(push.close);

    // The demo is offered once the manifest exists.
    const written: { manifest?: SandboxManifest } = {};
    const product = await startProductServer({
      port: 0,
      ...sandboxServerOptions(() => written.manifest),
    });
    stops.push(product.close);
    const productProxy = await startFaultProxy({ network: 'product', target: product.url, faults });
    stops.push(productProxy.close);

    const { bluesky, seeded: bskyPeople } = await blueskyReady;
    const demoBsky = bskyPeople.people[0];
    if (!demoBsky) throw new Error('no demo person on Bluesky');

    const manifest: SandboxManifest = {
      startedAt: new Date().toISOString(),
      pid: process.pid,
      admin: { url: adminUrl },
      product: { api: productProxy.url },
      evm: { ...main, other, accounts },
      farcaster: { hub: hubProxy.url, network: 'devnet', clientApi: hubProxy.url },
      x: { api: xProxy.url },
      bsky: {
        pds: bluesky.pds,
        pdsDid: bluesky.pdsDid,
        plc: bluesky.plc,
        appView: bluesky.appView,
        video: bluesky.video,
      },
      lens: { api: `${lensProxy.url}/graphql`, storage: lens.storage.url },
      solana: { rpc: solanaProxy.url, mint: solana.mint, accounts: solana.wallets },
      names: { url: names.url },
      market: { api: marketData.url },
      web: { url: web.url },
      push: { url: push.url },
      gifs: { search: `${gifs.url}/v1/search`, key: SANDBOX_GIF_KEY },
      giphy: { search: `${gifs.url}/v1/gifs/search`, key: SANDBOX_GIF_KEY },
      anonymous,
      demo: {
        handle: DEMO_PERSON.handle,
        farcaster: {
          fid: demoFarcaster.fid,
          fname: demoFarcaster.fname,
          signerPrivateKey: demoFarcaster.signerPrivateKey,
        },
        evmAccount: accounts[0]?.address ?? '',
        solanaAccount: solana.wallets[0]?.address ?? '',
        bsky: demoBsky,
        ...(xPeople.users[0] ? { x: xPeople.users[0] } : {}),
        ...(lensPeople.accounts[0]
          ? {
              lens: {
                account: lensPeople.accounts[0].address,
                localName: lensPeople.accounts[0].localName,
              },
            }
          : {}),
      },
    };
    people.attach({ pds: bluesky.pds, hub: hub.url, lens: lens.store, x: x.api.state });
    const manifestPath = writeManifest(manifest, options.manifestPath);
    written.manifest = manifest;
    ready = true;
    return { manifest, manifestPath, childPids, stop };
  } catch (error) {
    await Promise.allSettled(pending);
    await stop();
    throw error;
  }
}
