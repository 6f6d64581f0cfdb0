import {
  createWalletClient,
  defineChain,
  formatEther,
  hexToString,
  http,
  isHex,
  type Hex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem';
import { chainIdHex, parseChainId, type EvmChain } from '@/domain/wallet/evmChains';
import { PROVIDER_ERROR, ProviderRpcError } from '@/domain/wallet/walletErrors';
import type { Approvals } from './approvals';
import type { Eip1193Provider } from '../discoverEvmWallets';

/** Methods a page may not ask of this wallet (they sign without showing what). */
const REFUSED = new Set(['eth_sign', 'eth_signTransaction']);

/** The few call data selectors a wallet names (ERC-20's). */
const KNOWN_METHODS: Record<string, string> = {
  '0xa9059cbb': 'transfer(address,uint256)',
  '0x095ea7b3': 'approve(address,uint256)',
  '0x23b872dd': 'transferFrom(address,address,uint256)',
};

/** Where the wallet keeps a site's permission, as an extension does (addresses only, never a key). */
export interface PermissionStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

const transactionSchema = (value: unknown) => {
  const tx = (Array.isArray(value) ? value[0] : undefined) as Record<string, unknown> | undefined;
  if (!tx || typeof tx !== 'object') throw new ProviderRpcError(-32602, 'Missing transaction');
  const hex = (key: string) => {
    const found = tx[key];
    if (found === undefined) return undefined;
    if (typeof found !== 'string' || !isHex(found))
      throw new ProviderRpcError(-32602, `Invalid ${key}`);
    return found;
  };
  return { to: hex('to'), value: hex('value'), data: hex('data'), gas: hex('gas') };
};

/**
 * The sandbox wallet's EIP-1193 provider: the sandbox's funded key signs,
 * after the person approves in the wallet's own dialog; reads are forwarded
 * to the chain's RPC (anvil). Knows the first chain at first; others are added
 * by `wallet_addEthereumChain`, as in a real wallet.
 */
export function createSandboxEvmProvider(options: {
  account: LocalAccount;
  chains: readonly EvmChain[];
  approvals: Approvals;
  origin: string;
  permissions: PermissionStore;
}): Eip1193Provider {
  const { account, approvals, origin, permissions } = options;
  const first = options.chains[0];
  if (!first) throw new Error('The sandbox wallet needs a chain');
  const authorizedKey = `polycast-sandbox-wallet:evm:${origin}`;
  const chainKey = `polycast-sandbox-wallet:evm-chain:${origin}`;
  const known = new Map<number, EvmChain>([[first.chainId, first]]);
  const addedKey = `polycast-sandbox-wallet:evm-added:${origin}`;
  for (const id of (permissions.get(addedKey) ?? '').split(',').map(Number)) {
    const chain = options.chains.find((c) => c.chainId === id);
    if (chain) known.set(id, chain);
  }
  let chainId = known.has(Number(permissions.get(chainKey)))
    ? Number(permissions.get(chainKey))
    : first.chainId;
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value);
  };
  const authorized = () => permissions.get(authorizedKey) === account.address;
  const chain = () => known.get(chainId) ?? first;
  const clientFor = (c: EvmChain) =>
    createWalletClient({
      account,
      chain: defineChain({
        id: c.chainId,
        name: c.name,
        nativeCurrency: c.nativeCurrency,
        rpcUrls: { default: { http: [c.rpc] } },
      }),
      transport: http(c.rpc),
    });
  const mustBeAuthorized = () => {
    if (!authorized()) throw new ProviderRpcError(PROVIDER_ERROR.unauthorized, 'Not connected');
  };
  const mustBeOurs = (address: unknown) => {
    if (typeof address !== 'string' || address.toLowerCase() !== account.address.toLowerCase())
      throw new ProviderRpcError(PROVIDER_ERROR.unauthorized, 'Unknown account');
  };
  const approve = async (request: Parameters<Approvals['ask']>[0]) => {
    if (!(await approvals.ask(request)))
      throw new ProviderRpcError(PROVIDER_ERROR.userRejected, 'User rejected the request.');
  };
  const moveTo = (id: number) => {
    chainId = id;
    permissions.set(chainKey, String(id));
    emit('chainChanged', chainIdHex(id));
  };

  async function forward(method: string, params: unknown): Promise<unknown> {
    const answer = await fetch(chain().rpc, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    });
    const body = (await answer.json()) as {
      result?: unknown;
      error?: { code: number; message: string };
    };
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message);
    return body.result;
  }

  async function request({ method, params }: { method: string; params?: unknown }) {
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    switch (method) {
      case 'eth_requestAccounts':
        if (!authorized()) {
          await approve({ kind: 'connect', family: 'evm', origin, accounts: [account.address] });
          permissions.set(authorizedKey, account.address);
          emit('accountsChanged', [account.address]);
        }
        return [account.address];
      case 'eth_accounts':
        return authorized() ? [account.address] : [];
      case 'eth_chainId':
        return chainIdHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'wallet_revokePermissions':
        permissions.remove(authorizedKey);
        emit('accountsChanged', []);
        return null;
      case 'wallet_switchEthereumChain': {
        const id = parseChainId((list[0] as { chainId?: unknown } | undefined)?.chainId);
        const target = id === undefined ? undefined : known.get(id);
        if (!target || id === undefined)
          throw new ProviderRpcError(PROVIDER_ERROR.unrecognizedChain, `Unrecognized chain ${id}`);
        if (id === chainId) return null;
        await approve({
          kind: 'switchChain',
          origin,
          chainId: id,
          chainName: target.name,
          add: false,
        });
        moveTo(id);
        return null;
      }
      case 'wallet_addEthereumChain': {
        const asked = list[0] as
          | { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown; nativeCurrency?: unknown }
          | undefined;
        const id = parseChainId(asked?.chainId);
        const rpc = Array.isArray(asked?.rpcUrls) ? asked.rpcUrls[0] : undefined;
        if (id === undefined || typeof rpc !== 'string' || !/^https?:\/\//.test(rpc))
          throw new ProviderRpcError(-32602, 'Invalid chain parameters');
        const name = typeof asked?.chainName === 'string' ? asked.chainName : `Chain ${id}`;
        if (!known.has(id)) {
          await approve({ kind: 'switchChain', origin, chainId: id, chainName: name, add: true });
          const currency = asked?.nativeCurrency as EvmChain['nativeCurrency'] | undefined;
          known.set(id, {
            chainId: id,
            name,
            rpc,
            nativeCurrency: currency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
          });
          permissions.set(addedKey, [...known.keys()].join(','));
        }
        if (id !== chainId) moveTo(id);
        return null;
      }
      case 'personal_sign': {
        mustBeAuthorized();
        const [data, address] = list;
        mustBeOurs(address);
        if (typeof data !== 'string') throw new ProviderRpcError(-32602, 'Invalid message');
        const text = isHex(data) ? safeText(data) : data;
        await approve({ kind: 'message', family: 'evm', origin, account: account.address, text });
        return account.signMessage({ message: isHex(data) ? { raw: data } : data });
      }
      case 'eth_signTypedData_v4': {
        mustBeAuthorized();
        const [address, json] = list;
        mustBeOurs(address);
        const typed = (
          typeof json === 'string' ? JSON.parse(json) : json
        ) as TypedDataDefinition & {
          domain?: { name?: string; chainId?: number | string };
        };
        const { EIP712Domain: _domain, ...types } = (typed.types ?? {}) as Record<string, unknown>;
        await approve({
          kind: 'typedData',
          origin,
          account: account.address,
          chainId: parseChainId(typed.domain?.chainId) ?? chainId,
          primaryType: String(typed.primaryType),
          domain: typed.domain?.name ?? '',
          text: JSON.stringify(typed.message, null, 2),
        });
        return account.signTypedData({ ...typed, types } as TypedDataDefinition);
      }
      case 'eth_sendTransaction': {
        mustBeAuthorized();
        mustBeOurs((list[0] as { from?: unknown } | undefined)?.from ?? account.address);
        const tx = transactionSchema(list);
        const client = clientFor(chain());
        const prepared = await client.prepareTransactionRequest({
          account,
          chain: client.chain,
          ...(tx.to ? { to: tx.to } : {}),
          value: tx.value ? BigInt(tx.value) : 0n,
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        });
        const feePerGas = prepared.maxFeePerGas ?? prepared.gasPrice ?? 0n;
        const dataSize = tx.data ? (tx.data.length - 2) / 2 : 0;
        const method = dataSize === 0 ? 'Transfer' : KNOWN_METHODS[(tx.data ?? '').slice(0, 10)];
        await approve({
          kind: 'transaction',
          family: 'evm',
          origin,
          account: account.address,
          chain: `${chain().name} (${chainId})`,
          ...(tx.to ? { to: tx.to } : {}),
          value: `${formatEther(prepared.value ?? 0n)} ${chain().nativeCurrency.symbol}`,
          dataSize,
          ...(method ? { method } : {}),
          fee: `${formatEther((prepared.gas ?? 0n) * feePerGas)} ${chain().nativeCurrency.symbol}`,
          signOnly: false,
        });
        const signed = await client.signTransaction(prepared);
        return client.sendRawTransaction({ serializedTransaction: signed });
      }
      default:
        if (REFUSED.has(method) || method.startsWith('wallet_'))
          throw new ProviderRpcError(
            PROVIDER_ERROR.unsupportedMethod,
            `${method} is not supported`,
          );
        return forward(method, params);
    }
  }

  return {
    request: request as Eip1193Provider['request'],
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}

/** A personal_sign message as text when it is UTF-8, else its hex. */
function safeText(data: Hex): string {
  try {
    const text = hexToString(data);
    // Control characters (other than tabs and line breaks) mean bytes, not text.
    const binary = [...text].some((c) => {
      const code = c.charCodeAt(0);
      return code < 9 || (code > 13 && code < 32);
    });
    return binary ? data : text;
  } catch {
    return data;
  }
}
