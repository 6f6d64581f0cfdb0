import { z } from 'zod';
import { timedFetch } from '../http/timedFetch';

const nameSchema = z.object({ name: z.string().min(1), primary: z.boolean() });

/** The time a name lookup gets: names only adorn a recipient, so it is short. */
const NAME_TIMEOUT_MS = 3_000;

/**
 * The ENS-type name an EVM address goes by, from the name service
 * (`GET {url}/sandbox/names/{address}`), or undefined: no name, no service,
 * or a service that did not answer (a recipient is shown without one).
 */
export async function nameOf(
  service: { url: string } | undefined,
  address: string,
): Promise<{ name: string; primary: boolean } | undefined> {
  if (!service || !address.startsWith('0x')) return undefined;
  try {
    const answer = await timedFetch(
      `${service.url}/sandbox/names/${encodeURIComponent(address)}`,
      { headers: { Accept: 'application/json' } },
      NAME_TIMEOUT_MS,
    );
    if (!answer.ok) return undefined;
    return nameSchema.safeParse(await answer.json()).data;
  } catch {
    return undefined;
  }
}
