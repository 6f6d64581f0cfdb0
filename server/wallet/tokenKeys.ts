import { z } from 'zod';
import { NATIVE_TOKEN, SOLANA_CHAIN_ID, type TokenRef } from '@/domain/wallet/walletToken';

const evmAddress = /^0x[0-9a-fA-F]{40}$/;
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** A token named by its key (`family:chainId:address`, walletToken.ts tokenKey), checked. */
export const tokenKeySchema = z.string().transform((key, ctx): TokenRef => {
  const [family, chain, address, ...rest] = key.split(':');
  const chainId = Number(chain);
  const valid =
    rest.length === 0 &&
    /^\d{1,15}$/.test(chain ?? '') &&
    address !== undefined &&
    Number.isSafeInteger(chainId) &&
    chainId >= 0 &&
    ((family === 'evm' &&
      chainId !== SOLANA_CHAIN_ID &&
      (address === NATIVE_TOKEN || evmAddress.test(address))) ||
      (family === 'solana' &&
        chainId === SOLANA_CHAIN_ID &&
        (address === NATIVE_TOKEN || solanaAddress.test(address))));
  if (!valid || (family !== 'evm' && family !== 'solana') || address === undefined) {
    ctx.addIssue({ code: 'custom', message: `not a token key: ${key.slice(0, 80)}` });
    return z.NEVER;
  }
  return { family, chainId, address };
});
