import type { Hex, LocalAccount } from 'viem';

/** What connecting an account needs from a wallet. */
export interface SigningWallet {
  address: string;
  signMessage(text: string): Promise<string>;
  /** viem's LocalAccount, for signers that take one (Farcaster's EIP-712 key approval). */
  account(): Promise<LocalAccount>;
}

/**
 * A wallet from a private key held in memory. Used only with the sandbox's
 * local-chain dev keys; real accounts sign in their own wallet.
 */
export function localWallet(address: string, privateKey: string): SigningWallet {
  let loaded: Promise<LocalAccount> | undefined;
  const account = () =>
    (loaded ??= import('viem/accounts').then(({ privateKeyToAccount }) =>
      privateKeyToAccount(privateKey as Hex),
    ));
  return {
    address,
    account,
    signMessage: async (text) => (await account()).signMessage({ message: text }),
  };
}
