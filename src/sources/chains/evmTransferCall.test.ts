import { decodeFunctionData, erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN, type TokenRef } from '@/domain/wallet/walletToken';
import { evmTransferCall } from './evmTransferCall';

const recipient = '0x2222222222222222222222222222222222222222';
const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

describe('evmTransferCall', () => {
  it('sends the native coin as the value, with no data', () => {
    const token: TokenRef = { family: 'evm', chainId: 1, address: NATIVE_TOKEN };
    expect(evmTransferCall(token, recipient, 5n)).toEqual({ to: recipient, value: 5n, data: '0x' });
  });

  it('sends an ERC-20 as transfer(recipient, amount) to the contract, with no value', () => {
    const token: TokenRef = { family: 'evm', chainId: 1, address: contract };
    const call = evmTransferCall(token, recipient, 1_500_000n);
    expect(call.to).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    expect(call.value).toBe(0n);
    expect(decodeFunctionData({ abi: erc20Abi, data: call.data })).toEqual({
      functionName: 'transfer',
      args: [recipient, 1_500_000n],
    });
  });
});
