import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tipRecipientSchema, type TipRecipient } from '@/domain/wallet/tipRecipient';
import {
  NATIVE_TOKEN,
  tokenInfoSchema,
  tokenKey,
  type TokenInfo,
} from '@/domain/wallet/walletToken';
import { sandbox } from '../sandbox/sandboxClient';
import { startComposerServer, type ComposerTestServer } from '../composerServer/composerServerKit';

let server: ComposerTestServer;
beforeAll(async () => {
  server = await startComposerServer();
});
afterAll(() => server.close());

const get = async <T>(path: string, on = server) => {
  const answer = await on.call('GET', path);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as T;
};

async function recipients(source: string, id: string): Promise<TipRecipient[]> {
  const body = await get<{ recipients: unknown[] }>(`/v1/profiles/${source}/${id}/wallets`);
  // Every answer reads as the app's TipRecipient.
  return body.recipients.map((r) => tipRecipientSchema.parse(r));
}

const evmAccount = (i: number) => sandbox().evm.accounts[i]?.address ?? '';
const solanaAccount = (i: number) => sandbox().solana.accounts[i]?.address ?? '';

describe('tip recipients: a profile’s wallet-related addresses (wallet.md §3.1, §7.1)', () => {
  it('Farcaster: the verified EVM and Solana addresses, each the default of its kind, with their names', async () => {
    // ada (fid 2) verified dev account 1 and Solana wallet 1; her name is primary and her handle.
    expect(await recipients('Farcaster', '2')).toEqual([
      {
        address: evmAccount(1),
        networkType: 'evm',
        isDefault: true,
        ens: 'ada',
        primaryEns: 'ada',
        displayName: 'ada',
      },
      { address: solanaAccount(1), networkType: 'solana', isDefault: true },
    ]);
    // satoshi_fan (fid 3): a name that is not primary.
    expect(await recipients('farcaster', '3')).toEqual([
      {
        address: evmAccount(2),
        networkType: 'evm',
        isDefault: true,
        ens: 'sam.eth',
        displayName: 'sam.eth',
      },
      { address: solanaAccount(2), networkType: 'solana', isDefault: true },
    ]);
  });

  it('Farcaster without verified addresses: the custody address, not a default', async () => {
    const demo = sandbox().demo;
    expect(await recipients('Farcaster', String(demo?.farcaster.fid))).toEqual([
      {
        address: demo?.evmAccount,
        networkType: 'evm',
        isDefault: false,
        ens: 'polycast-demo.eth',
        primaryEns: 'polycast-demo.eth',
        displayName: 'polycast-demo.eth',
      },
    ]);
  });

  it('Lens: the account’s owner', async () => {
    const demo = sandbox().demo;
    const [owner, ...rest] = await recipients('Lens', demo?.lens?.account ?? '');
    expect(rest).toEqual([]);
    expect(owner).toMatchObject({ address: demo?.evmAccount, networkType: 'evm', isDefault: true });
  });

  it('X and Bluesky tie no wallet to a person: none', async () => {
    expect(await recipients('Twitter', '12345')).toEqual([]);
    expect(await recipients('Bsky', sandbox().demo?.bsky.did ?? '')).toEqual([]);
  });

  it('refuses an unknown source or a malformed id', async () => {
    expect((await server.call('GET', '/v1/profiles/Myspace/1/wallets')).status).toBe(400);
    expect((await server.call('GET', '/v1/profiles/Farcaster/ada/wallets')).status).toBe(400);
    expect((await server.call('GET', '/v1/profiles/Lens/42/wallets')).status).toBe(400);
  });
});

describe('the token list and prices (wallet.md §7.2, §9)', () => {
  const tokens = async (query: string) =>
    (await get<{ tokens: unknown[] }>(`/v1/tokens?${query}`)).tokens.map((t) =>
      tokenInfoSchema.parse(t),
    );

  it('lists each sandbox chain’s native coin and tokens, from the manifest, with logos', async () => {
    const { evm, solana } = sandbox();
    const main = await tokens(`family=evm&chainId=${evm.chainId}`);
    expect(main.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ['ETH', NATIVE_TOKEN, 18],
      ['sDAI', evm.contracts.token18, 18],
      ['sUSDC', evm.contracts.token6, 6],
    ]);
    const onSolana = await tokens('family=solana');
    expect(onSolana.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ['SOL', NATIVE_TOKEN, 9],
      ['sUSDC', solana.mint, 6],
    ]);
    const logo = await fetch(main[2]?.logoUrl ?? '');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
  });

  it('prices every listed token under its key: under $1, and none, included', async () => {
    const all: TokenInfo[] = await tokens('');
    const keys = all.map(tokenKey);
    const { prices } = await get<{ prices: Record<string, number | null> }>(
      `/v1/token_prices?tokens=${keys.join(',')}`,
    );
    const { evm, solana } = sandbox();
    expect(prices).toEqual({
      [`evm:${evm.chainId}:native`]: 3000,
      [`evm:${evm.chainId}:${evm.contracts.token18.toLowerCase()}`]: 0.00002,
      [`evm:${evm.chainId}:${evm.contracts.token6.toLowerCase()}`]: 1,
      [`evm:${evm.other.chainId}:native`]: 3000,
      [`evm:${evm.other.chainId}:${evm.other.contracts.token18.toLowerCase()}`]: null,
      [`evm:${evm.other.chainId}:${evm.other.contracts.token6.toLowerCase()}`]: 1,
      'solana:0:native': 150,
      [`solana:0:${solana.mint}`]: 1,
    });
  });

  it('reads a price the market changed (through the sandbox admin)', async () => {
    const { admin, evm } = sandbox();
    const other = await startComposerServer();
    try {
      const change = await fetch(`${admin.url}/market/prices`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          tokens: [{ platform: 'base', address: evm.other.contracts.token18, usd: 0.5 }],
        }),
      });
      expect(change.status).toBe(200);
      const key = `evm:${evm.other.chainId}:${evm.other.contracts.token18.toLowerCase()}`;
      const { prices } = await get<{ prices: Record<string, number | null> }>(
        `/v1/token_prices?tokens=${key}`,
        other,
      );
      expect(prices).toEqual({ [key]: 0.5 });
    } finally {
      await fetch(`${admin.url}/market/prices`, { method: 'DELETE' });
      await other.close();
    }
  });

  it('refuses a malformed token key', async () => {
    const answer = await server.call('GET', '/v1/token_prices?tokens=evm:1:nothex');
    expect(answer.status).toBe(400);
  });
});

describe('address detection (wallet.md §3.2, §7.2)', () => {
  const detect = async (address: string, query = '') =>
    (await get<{ list: unknown[] }>(`/v1/address_detection/${address}${query}`)).list;

  it('tells an ERC-20, an ERC-721 and a wallet apart on the EVM chains', async () => {
    const { evm } = sandbox();
    expect(await detect(evm.contracts.token6)).toEqual([
      { type: 'eth', contract_type: 'ERC20', address_type: 'contract', chain_id: evm.chainId },
      {
        type: 'eth',
        contract_type: 'ERC20',
        address_type: 'contract',
        chain_id: evm.other.chainId,
      },
    ]);
    expect(await detect(evm.contracts.nft, `?chainId=${evm.chainId}`)).toEqual([
      { type: 'eth', contract_type: 'ERC721', address_type: 'contract', chain_id: evm.chainId },
    ]);
    expect(await detect(evmAccount(1), `?chainId=${evm.chainId}`)).toEqual([
      { type: 'eth', contract_type: 'unknown', address_type: 'eoa', chain_id: evm.chainId },
    ]);
    expect(
      (await server.call('GET', `/v1/address_detection/${evmAccount(1)}?chainId=5`)).status,
    ).toBe(400);
  });

  it('tells an SPL mint from a wallet on Solana', async () => {
    expect(await detect(sandbox().solana.mint)).toEqual([
      { type: 'solana', contract_type: 'token', address_type: 'contract', chain_id: 0 },
    ]);
    expect(await detect(solanaAccount(1))).toEqual([
      { type: 'solana', contract_type: 'unknown', address_type: 'eoa', chain_id: 0 },
    ]);
    expect((await server.call('GET', '/v1/address_detection/not-an-address')).status).toBe(400);
  });
});
