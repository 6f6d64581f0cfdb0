import { encodeFunctionData, erc20Abi, getAddress, type Address, type Hex } from 'viem';
import { NATIVE_TOKEN, type TokenRef } from '@/domain/wallet/walletToken';

/** The transaction fields that move a token: what the wallet is asked to send. */
export interface EvmCall {
  to: Address;
  value: bigint;
  data: Hex;
}

/**
 * The call that sends `amount` of a token to `recipient`: the native coin
 * goes as the transaction's value; an ERC-20 as `transfer(recipient, amount)`
 * to the token's contract, with no value.
 */
export function evmTransferCall(token: TokenRef, recipient: string, amount: bigint): EvmCall {
  const to = getAddress(recipient);
  if (token.address === NATIVE_TOKEN) return { to, value: amount, data: '0x' };
  return {
    to: getAddress(token.address),
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  };
}
