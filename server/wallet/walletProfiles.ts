import { getAddress } from 'viem';
import { z } from 'zod';
import type { WalletIdentity, WalletRelatedProfile } from '@/domain/wallet/walletIdentity';
import { lensRequest } from '@/sources/lens/lensGraphql';
import { getJson, UpstreamError, UPSTREAM_TIMEOUT_MS } from '../composer/upstream';
import { nameOf } from './nameLookup';
import type { WalletNetworks } from './walletNetworks';

/**
 * The hub HTTP API has no lookup of verifications by address, so the fids
 * are walked (`/v1/fids`) and each asked about this one address
 * (`/v1/verificationsByFid?address=`): bounded to the first MAX_FIDS fids,
 * which covers the sandbox; a public hub needs an indexer
 * (docs/decisions-wallet.md "Wallet profile: who holds an address").
 */
export const MAX_FIDS = 500;
const FID_PAGE = 100;
/** Hub reads in flight at once while walking fids. */
const PARALLEL = 8;

const fidsSchema = z.object({ fids: z.array(z.number()), nextPageToken: z.string().optional() });
const verificationsSchema = z.object({ messages: z.array(z.unknown()) });
const userDataSchema = z.object({
  data: z.object({ userDataBody: z.object({ value: z.string() }) }),
});
const custodySchema = z.object({
  events: z.array(z.object({ idRegisterEventBody: z.object({ to: z.string() }).optional() })),
});

async function hubFids(hub: string): Promise<number[]> {
  const fids: number[] = [];
  let pageToken = '';
  while (fids.length < MAX_FIDS) {
    const query = new URLSearchParams({ pageSize: String(FID_PAGE) });
    if (pageToken) query.set('pageToken', pageToken);
    const page = await getJson('Farcaster', `${hub}/v1/fids?${query}`, fidsSchema);
    fids.push(...page.fids);
    pageToken = page.nextPageToken ?? '';
    if (!pageToken || page.fids.length === 0) break;
  }
  return fids.slice(0, MAX_FIDS);
}

/** One user data value of a fid (username, display name), or undefined when it set none. */
async function userData(hub: string, fid: number, type: string): Promise<string | undefined> {
  const query = new URLSearchParams({ fid: String(fid), user_data_type: type });
  try {
    const answer = await getJson('Farcaster', `${hub}/v1/userDataByFid?${query}`, userDataSchema);
    return answer.data.userDataBody.value || undefined;
  } catch (error) {
    // A hub answers 404 for data never set: the profile is shown by its fid.
    if (error instanceof UpstreamError && error.status === 404) return undefined;
    throw error;
  }
}

/** How a fid holds the address: a verification of it, its custody, or not at all. */
async function fidRelation(
  hub: string,
  fid: number,
  address: string,
): Promise<WalletRelatedProfile['relation'] | undefined> {
  const query = new URLSearchParams({ fid: String(fid), address });
  const verified = await getJson(
    'Farcaster',
    `${hub}/v1/verificationsByFid?${query}`,
    verificationsSchema,
  );
  if (verified.messages.length > 0) return 'verified';
  if (!address.startsWith('0x')) return undefined;
  const events = await getJson(
    'Farcaster',
    `${hub}/v1/onChainEventsByFid?${new URLSearchParams({ fid: String(fid), event_type: 'EVENT_TYPE_ID_REGISTER' })}`,
    custodySchema,
  );
  const custody = events.events.flatMap((e) => e.idRegisterEventBody?.to ?? []).at(-1);
  return custody?.toLowerCase() === address.toLowerCase() ? 'custody' : undefined;
}

async function farcasterProfiles(hub: string, address: string): Promise<WalletRelatedProfile[]> {
  const fids = await hubFids(hub);
  const found: { fid: number; relation: WalletRelatedProfile['relation'] }[] = [];
  for (let i = 0; i < fids.length; i += PARALLEL) {
    const batch = fids.slice(i, i + PARALLEL);
    const relations = await Promise.all(batch.map((fid) => fidRelation(hub, fid, address)));
    relations.forEach((relation, index) => {
      const fid = batch[index];
      if (relation && fid !== undefined) found.push({ fid, relation });
    });
  }
  return Promise.all(
    found.map(async ({ fid, relation }) => {
      const [handle, displayName] = await Promise.all([
        userData(hub, fid, 'USER_DATA_TYPE_USERNAME'),
        userData(hub, fid, 'USER_DATA_TYPE_DISPLAY'),
      ]);
      return {
        source: 'Farcaster' as const,
        id: String(fid),
        relation,
        ...(handle ? { handle } : {}),
        ...(displayName ? { displayName } : {}),
      };
    }),
  );
}

const lensAccountsSchema = z.object({
  accountsBulk: z.array(
    z.object({
      address: z.string(),
      username: z.object({ localName: z.string() }).nullable().optional(),
      metadata: z.object({ name: z.string().nullable().optional() }).nullable().optional(),
    }),
  ),
});

/** The Lens accounts the address owns (Lens v3 `accountsBulk(ownedBy:)`). */
async function lensProfiles(api: string, address: string): Promise<WalletRelatedProfile[]> {
  const result = await lensRequest({
    api,
    query:
      'query Owned($request: AccountsBulkRequest!) { accountsBulk(request: $request) { address username { localName } metadata { name } } }',
    variables: { request: { ownedBy: [address] } },
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  });
  if (!result.ok) throw new UpstreamError('Lens', `Lens: ${result.error.message}`);
  const parsed = lensAccountsSchema.safeParse(result.value);
  if (!parsed.success) throw new UpstreamError('Lens', 'Lens answered in an unknown shape');
  return parsed.data.accountsBulk.map((account) => ({
    source: 'Lens' as const,
    id: getAddress(account.address),
    relation: 'owner' as const,
    ...(account.username ? { handle: account.username.localName } : {}),
    ...(account.metadata?.name ? { displayName: account.metadata.name } : {}),
  }));
}

/**
 * Who an address is (reading.md §2.1's wallet profile, §3.2): its ENS-type
 * name, the Farcaster fids that verified it (or hold it as custody) and the
 * Lens accounts it owns. A network that is not configured adds nothing; one
 * that fails fails the whole read (an UpstreamError), so nothing half-known
 * is kept.
 */
export async function walletIdentity(
  networks: WalletNetworks,
  address: string,
): Promise<WalletIdentity> {
  const evm = address.startsWith('0x');
  const [name, farcaster, lens] = await Promise.all([
    nameOf(networks.names, address),
    networks.farcaster ? farcasterProfiles(networks.farcaster.hub, address) : [],
    networks.lens && evm ? lensProfiles(networks.lens.api, address) : [],
  ]);
  return {
    address: evm ? getAddress(address) : address,
    ...(name ? { name } : {}),
    profiles: [...farcaster, ...lens],
  };
}
