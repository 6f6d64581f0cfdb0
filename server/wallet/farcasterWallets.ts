import { z } from 'zod';
import { getJson } from '../composer/upstream';

/** One address a Farcaster fid holds: verified (in the hub's order) or its custody. */
export interface FarcasterAddress {
  address: string;
  family: 'evm' | 'solana';
  verified: boolean;
}

const bodySchema = z.object({
  address: z.string().min(1),
  protocol: z.string().optional(),
});
const verificationsSchema = z.object({
  messages: z.array(
    z.object({
      data: z.object({
        // Hubs show the body under both names; older hubs only under the Ethereum one.
        verificationAddAddressBody: bodySchema.optional(),
        verificationAddEthAddressBody: bodySchema.optional(),
      }),
    }),
  ),
  nextPageToken: z.string().optional(),
});
const eventsSchema = z.object({
  events: z.array(z.object({ idRegisterEventBody: z.object({ to: z.string() }).optional() })),
});

const PAGE_SIZE = 100;
/** More verified addresses than anyone tips from: the rest are not read. */
const MAX_PAGES = 5;

function familyOf(body: z.infer<typeof bodySchema>): 'evm' | 'solana' {
  if (body.protocol === 'PROTOCOL_SOLANA' || body.protocol === '1') return 'solana';
  if (body.protocol === 'PROTOCOL_ETHEREUM' || body.protocol === '0') return 'evm';
  return body.address.startsWith('0x') ? 'evm' : 'solana';
}

/**
 * A fid's addresses from its hub (hub HTTP API v1): its verified Ethereum
 * and Solana addresses (`/v1/verificationsByFid`, oldest first), or, when
 * it has verified none, its custody address (the IdRegistry event's `to`).
 */
export async function farcasterAddresses(hub: string, fid: string): Promise<FarcasterAddress[]> {
  const verified: FarcasterAddress[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ fid, pageSize: String(PAGE_SIZE) });
    if (pageToken) query.set('pageToken', pageToken);
    const answer = await getJson(
      'Farcaster',
      `${hub}/v1/verificationsByFid?${query}`,
      verificationsSchema,
    );
    for (const message of answer.messages) {
      const body =
        message.data.verificationAddAddressBody ?? message.data.verificationAddEthAddressBody;
      if (body) verified.push({ address: body.address, family: familyOf(body), verified: true });
    }
    pageToken = answer.nextPageToken || undefined;
    if (!pageToken) break;
  }
  if (verified.length > 0) return verified;

  const query = new URLSearchParams({ fid, event_type: 'EVENT_TYPE_ID_REGISTER' });
  const events = await getJson('Farcaster', `${hub}/v1/onChainEventsByFid?${query}`, eventsSchema);
  const custody = events.events
    .flatMap((e) => (e.idRegisterEventBody ? [e.idRegisterEventBody.to] : []))
    .at(-1);
  return custody && /^0x[0-9a-fA-F]{40}$/.test(custody)
    ? [{ address: custody, family: 'evm', verified: false }]
    : [];
}
