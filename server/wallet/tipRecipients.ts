import { getAddress } from 'viem';
import type { TipRecipient } from '@/domain/wallet/tipRecipient';
import { NotConfiguredError } from '../composer/upstream';
import { farcasterAddresses, type FarcasterAddress } from './farcasterWallets';
import { lensOwner } from './lensWallets';
import { nameOf } from './nameLookup';
import type { WalletNetworks } from './walletNetworks';

/** The profile sources whose protocols tie wallets to people. */
export type WalletSource = 'Farcaster' | 'Lens' | 'Twitter' | 'Bsky';

/** Marks the first verified address of each family as its default (wallet.md §3.1). */
function withDefaults(addresses: readonly FarcasterAddress[]) {
  const seen = new Set<string>();
  return addresses.map((a) => {
    const isDefault = a.verified && !seen.has(a.family);
    if (a.verified) seen.add(a.family);
    return { address: a.address, family: a.family, isDefault };
  });
}

/**
 * A profile's wallet-related profiles as tip recipients (wallet.md §3.1,
 * reading.md's "Wallet-related profiles"): on Farcaster the fid's verified
 * addresses (the first Ethereum and the first Solana one its defaults), or
 * its custody address when it verified none; on Lens the account's owner
 * (its default); X and Bluesky tie no wallets to people: none. Each EVM
 * address carries its ENS-type name, when the name service has one.
 */
export async function tipRecipients(
  networks: WalletNetworks,
  source: WalletSource,
  id: string,
): Promise<TipRecipient[]> {
  let addresses: { address: string; family: 'evm' | 'solana'; isDefault: boolean }[];
  if (source === 'Farcaster') {
    if (!networks.farcaster) throw new NotConfiguredError('Farcaster');
    addresses = withDefaults(await farcasterAddresses(networks.farcaster.hub, id));
  } else if (source === 'Lens') {
    if (!networks.lens) throw new NotConfiguredError('Lens');
    const owner = await lensOwner(networks.lens.api, id);
    addresses = owner ? [{ address: owner, family: 'evm', isDefault: true }] : [];
  } else {
    return [];
  }
  return Promise.all(
    addresses.map(async ({ address, family, isDefault }): Promise<TipRecipient> => {
      const named = family === 'evm' ? await nameOf(networks.names, address) : undefined;
      return {
        // EVM addresses in their checksummed form, whichever way the network wrote them.
        address: family === 'evm' ? getAddress(address) : address,
        networkType: family,
        isDefault,
        ...(named
          ? {
              ens: named.name,
              displayName: named.name,
              ...(named.primary ? { primaryEns: named.name } : {}),
            }
          : {}),
      };
    }),
  );
}
