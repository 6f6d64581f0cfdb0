import { keccak256, toHex, type Address } from 'viem';
import { serveApp, type ServedApp } from '../serveApp';
import { createLensApi, lensAccount } from './lensApi';
import { createLensStorage } from './lensStorage';

/** A stable account address for a username (Lens accounts are contracts owned by a wallet). */
const accountAddressFor = (localName: string) =>
  `0x${keccak256(toHex(`lens-account:${localName}`)).slice(-40)}`;

export interface RunningLens {
  api: ServedApp;
  storage: ServedApp;
}

/** The Lens stand-in: the GraphQL API and the storage node, accounts owned by the sandbox's dev wallets. */
export async function startLens(owners: readonly Address[]): Promise<RunningLens> {
  const names = ['polycast_demo', 'ada', 'satoshi_fan', 'mint_maker'];
  const accounts = names
    .slice(0, owners.length)
    .map((name, i) => lensAccount(accountAddressFor(name), owners[i] ?? '', name));
  const storage = createLensStorage();
  return {
    storage: await serveApp(storage.app),
    api: await serveApp(createLensApi(storage, accounts)),
  };
}
