import {
  createPublicClient,
  createWalletClient,
  http,
  parseAbi,
  type Address,
  type EIP1193Provider,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { ApprovalRequest } from '@/features/wallet/runtime/sandboxWallet/approvals';
import { createSandboxEvmProvider } from '@/features/wallet/runtime/sandboxWallet/sandboxEvmProvider';
import { sandboxChain } from '../../../../sandbox/evm/deployContracts';
import { sandbox } from '../../sandbox/sandboxClient';
import { memoryPermissions, ORIGIN, person } from './sandboxWalletPerson';

const mintAbi = parseAbi(['function mint(address to, uint256 amount)']);

/** Sets an address's native balance on the sandbox chain (anvil's cheat method). */
export async function setEvmBalance(rpc: string, address: Address, wei: bigint) {
  const response = await fetch(rpc, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${wei.toString(16)}`],
    }),
  });
  const body = (await response.json()) as { error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
}

/**
 * A sender of its own, so no other test moves its nonce: a new key with
 * `ether` wei and `tokens` of each given sandbox token (minted by itself:
 * the test tokens let anyone mint), behind the sandbox wallet's EIP-1193
 * provider with `answer` at its dialog.
 */
export async function freshEvmWallet(options: {
  ether: bigint;
  tokens?: readonly { address: Address; amount: bigint }[];
  answer?: (request: ApprovalRequest) => boolean;
}) {
  const { evm } = sandbox();
  const account = privateKeyToAccount(generatePrivateKey());
  await setEvmBalance(evm.rpc, account.address, options.ether);
  const chain = sandboxChain(evm.chainId, evm.rpc);
  const local = createWalletClient({ account, chain, transport: http(evm.rpc) });
  const reader = createPublicClient({ chain, transport: http(evm.rpc) });
  for (const token of options.tokens ?? []) {
    const hash = await local.writeContract({
      address: token.address,
      abi: mintAbi,
      functionName: 'mint',
      args: [account.address, token.amount],
    });
    await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  }
  const { approvals, seen } = person(options.answer ?? (() => true));
  const provider = createSandboxEvmProvider({
    account,
    chains: [
      {
        chainId: evm.chainId,
        name: 'Sandbox EVM',
        rpc: evm.rpc,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
    approvals,
    origin: ORIGIN,
    permissions: memoryPermissions(),
  });
  await provider.request({ method: 'eth_requestAccounts' });
  return {
    address: account.address,
    provider: provider as EIP1193Provider,
    seen,
    /** Sends straight from the key, not through the wallet (another app using the account). */
    local,
    reader,
  };
}
