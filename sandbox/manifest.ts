import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

/**
 * Where the running sandbox says what is where. `POLYCAST_SANDBOX_MANIFEST`
 * moves it, so two checkouts (or two people) can each run their own sandbox.
 */
export const MANIFEST_PATH =
  process.env.POLYCAST_SANDBOX_MANIFEST ?? resolve(import.meta.dirname, '.run', 'endpoints.json');

const url = z.string().url();
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const solanaAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

const evmChainSchema = z.object({
  rpc: url,
  chainId: z.number().int().positive(),
  contracts: z.object({ token18: address, token6: address, nft: address }),
});

/**
 * The endpoints manifest. Networks still to come (Bluesky, Farcaster, X,
 * Lens, Solana) are optional until their counterparts exist.
 */
export const manifestSchema = z.object({
  startedAt: z.string(),
  pid: z.number().int(),
  admin: z.object({ url }),
  product: z.object({ api: url }),
  evm: evmChainSchema.extend({
    /** A second chain for chain-switch tests. */
    other: evmChainSchema,
    /** anvil's funded dev accounts (well-known test keys; never real money). */
    accounts: z.array(z.object({ address, privateKey: z.string().regex(/^0x[0-9a-f]{64}$/) })),
  }),
  bsky: z.object({
    /** The PDS clients use (behind the fault proxy); reads are proxied to the AppView. */
    pds: url,
    pdsDid: z.string().startsWith('did:'),
    plc: url,
    appView: url,
    /** `app.bsky.video.*`; service tokens for it are addressed to `did`. */
    video: z.object({ url, did: z.string().startsWith('did:') }),
  }),
  farcaster: z
    .object({
      hub: url,
      network: z.enum(['devnet', 'testnet', 'mainnet']),
      /** The Farcaster client API stand-in (`api.farcaster.xyz`: channels, user search). */
      clientApi: url.optional(),
    })
    .optional(),
  x: z.object({ api: url }).optional(),
  lens: z.object({ api: url, storage: url }).optional(),
  solana: z.object({
    /** JSON-RPC behind the fault proxy: litesvm behind a validator API stand-in. */
    rpc: url,
    /** The seeded sUSDC mint (SPL token, 6 decimals). */
    mint: solanaAddress,
    /** Funded wallets, the same on every run (sandbox-only keys, base58 64-byte keypairs). */
    accounts: z.array(
      z.object({ address: solanaAddress, secretKey: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/) }),
    ),
  }),
  /** The ENS-type name service stand-in: `GET {url}/sandbox/names/{address}` → `{name, primary}`. */
  names: z.object({ url }).optional(),
  /**
   * The market-data provider stand-in, in CoinGecko's v3 shapes (`{api}/api/v3/simple/…`),
   * and the tokens' logos (`{api}/logos/{symbol}.svg`); its prices change through the admin.
   */
  market: z.object({ api: url }).optional(),
  /** A small web of pages with (and without) Open Graph tags, for link previews. */
  web: z.object({ url }).optional(),
  /** The push service stand-in (RFC 8030): subscriptions, pushes, and what it received. */
  push: z.object({ url }).optional(),
  /** The GIF provider (Tenor's v1 search shape): its search endpoint and the key to send. */
  gifs: z.object({ search: url, key: z.string().min(1) }).optional(),
  /** The same GIFs in Giphy's search shape (`/v1/gifs/search`), for X. */
  giphy: z.object({ search: url, key: z.string().min(1) }).optional(),
  /**
   * The shared anonymous accounts the product server posts through
   * (composer.md §3.9): sandbox-only keys; never served to the app.
   */
  anonymous: z
    .object({
      farcaster: z.object({
        fid: z.number().int(),
        fname: z.string(),
        signerPrivateKey: z.string().regex(/^0x[0-9a-f]{64}$/),
      }),
      /** The anonymous X user (the server signs in as it with `login_hint` = username). */
      x: z.object({ id: z.string().regex(/^\d+$/), username: z.string() }),
    })
    .optional(),
  /** The demo person: sandbox-only keys so the app can sign in as them in one click. */
  demo: z
    .object({
      handle: z.string(),
      farcaster: z.object({
        fid: z.number().int(),
        fname: z.string(),
        signerPrivateKey: z.string().regex(/^0x[0-9a-f]{64}$/),
      }),
      evmAccount: address,
      /** The demo person's Solana wallet (`solana.accounts[0]`). */
      solanaAccount: solanaAddress,
      bsky: z.object({
        handle: z.string(),
        did: z.string().startsWith('did:'),
        password: z.string(),
      }),
      /** The demo person's X user (sign in with `login_hint` = username). */
      x: z.object({ id: z.string().regex(/^\d+$/), username: z.string() }).optional(),
      /** The demo person's Lens account (owned by `evmAccount`). */
      lens: z.object({ account: address, localName: z.string() }).optional(),
    })
    .optional(),
});
export type SandboxManifest = z.infer<typeof manifestSchema>;

export function writeManifest(manifest: SandboxManifest, path = MANIFEST_PATH): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(manifestSchema.parse(manifest), null, 2)}\n`);
  return path;
}

export function readManifest(path = MANIFEST_PATH): SandboxManifest | undefined {
  try {
    return manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return undefined;
  }
}
