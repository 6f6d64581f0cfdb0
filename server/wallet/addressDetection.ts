import { createPublicClient, http, parseAbi, type Address } from 'viem';
import { z } from 'zod';
import { SOLANA_CHAIN_ID } from '@/domain/wallet/walletToken';
import { UpstreamError, UPSTREAM_TIMEOUT_MS } from '../composer/upstream';
import { timedFetch } from '../http/timedFetch';

/** wallet.md §3.2's address detection result, one entry per chain looked at. */
export interface DetectedAddress {
  type: 'eth' | 'solana';
  contract_type: 'ERC20' | 'ERC721' | 'ERC1155' | 'token' | 'program' | 'unknown';
  address_type: 'eoa' | 'soa' | 'contract';
  chain_id: number;
}

const ERC165_ABI = parseAbi(['function supportsInterface(bytes4) view returns (bool)']);
const ERC20_ABI = parseAbi([
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
]);
const ERC721_INTERFACE = '0x80ac58cd';
const ERC1155_INTERFACE = '0xd9b67a26';

/**
 * What an EVM address is on one chain: no code is an externally owned
 * account; a contract answering ERC-165 for ERC-721 or ERC-1155 is that; a
 * contract answering `decimals()` and `symbol()` is an ERC-20; any other
 * contract is unknown.
 */
export async function detectEvmAddress(
  chain: { chainId: number; rpc: string },
  address: Address,
): Promise<DetectedAddress> {
  const client = createPublicClient({
    transport: http(chain.rpc, { timeout: UPSTREAM_TIMEOUT_MS, retryCount: 0 }),
  });
  const entry = (
    contract_type: DetectedAddress['contract_type'],
    address_type: DetectedAddress['address_type'],
  ): DetectedAddress => ({ type: 'eth', contract_type, address_type, chain_id: chain.chainId });
  let code: string | undefined;
  try {
    code = await client.getCode({ address });
  } catch {
    throw new UpstreamError(
      `EVM chain ${chain.chainId}`,
      `chain ${chain.chainId} could not be reached`,
    );
  }
  if (!code || code === '0x') return entry('unknown', 'eoa');
  const supports = (id: `0x${string}`) =>
    client
      .readContract({ address, abi: ERC165_ABI, functionName: 'supportsInterface', args: [id] })
      .catch(() => false);
  if (await supports(ERC721_INTERFACE)) return entry('ERC721', 'contract');
  if (await supports(ERC1155_INTERFACE)) return entry('ERC1155', 'contract');
  const fungible = await Promise.all([
    client.readContract({ address, abi: ERC20_ABI, functionName: 'decimals' }),
    client.readContract({ address, abi: ERC20_ABI, functionName: 'symbol' }),
  ]).then(
    () => true,
    () => false,
  );
  return entry(fungible ? 'ERC20' : 'unknown', 'contract');
}

const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]);
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
/** An SPL mint's account is 82 bytes; a Token-2022 mint with extensions is longer, its type byte (1) at 165. */
const MINT_SIZE = 82;
const ACCOUNT_TYPE_OFFSET = 165;
const MINT_ACCOUNT_TYPE = 1;
const isMint = (data: Buffer) =>
  data.length === MINT_SIZE ||
  (data.length > ACCOUNT_TYPE_OFFSET && data[ACCOUNT_TYPE_OFFSET] === MINT_ACCOUNT_TYPE);

const accountInfoSchema = z.object({
  result: z.object({
    value: z
      .object({
        owner: z.string(),
        executable: z.boolean(),
        data: z.tuple([z.string(), z.literal('base64')]),
      })
      .nullable(),
  }),
});

/**
 * What a Solana address is: an account the system program owns (or none
 * yet) is a wallet (`eoa`); an executable one a program; an account of a
 * token program the size of a mint a token (both `contract`); any other
 * account a program owns (a token account, a PDA) is `soa`.
 */
export async function detectSolanaAddress(rpc: string, address: string): Promise<DetectedAddress> {
  const entry = (
    contract_type: DetectedAddress['contract_type'],
    address_type: DetectedAddress['address_type'],
  ): DetectedAddress => ({
    type: 'solana',
    contract_type,
    address_type,
    chain_id: SOLANA_CHAIN_ID,
  });
  let body: unknown;
  try {
    const answer = await timedFetch(
      rpc,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'getAccountInfo',
          params: [address, { encoding: 'base64' }],
        }),
      },
      UPSTREAM_TIMEOUT_MS,
    );
    body = await answer.json();
  } catch {
    throw new UpstreamError('Solana', 'Solana could not be reached');
  }
  const parsed = accountInfoSchema.safeParse(body);
  if (!parsed.success) throw new UpstreamError('Solana', 'Solana answered in an unknown shape');
  const account = parsed.data.result.value;
  if (!account || account.owner === SYSTEM_PROGRAM) return entry('unknown', 'eoa');
  if (account.executable) return entry('program', 'contract');
  if (TOKEN_PROGRAMS.has(account.owner) && isMint(Buffer.from(account.data[0], 'base64')))
    return entry('token', 'contract');
  return entry('unknown', 'soa');
}
