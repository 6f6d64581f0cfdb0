import { useQuery } from '@tanstack/react-query';
import { walletIdentityQuery } from '@/sources/product/walletIdentityApi';
import { useWalletNetworks } from './useWalletNetworks';

/** The address's ENS-type name and social profiles, from the product server. */
export function useWalletIdentity(address: string) {
  const { api, ready } = useWalletNetworks();
  return useQuery({ ...walletIdentityQuery(api, address), enabled: ready });
}
