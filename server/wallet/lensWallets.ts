import { z } from 'zod';
import { lensRequest } from '@/sources/lens/lensGraphql';
import { UpstreamError, UPSTREAM_TIMEOUT_MS } from '../composer/upstream';

const accountSchema = z.object({
  account: z.object({ address: z.string(), owner: z.string() }).nullable(),
});

/**
 * The address that owns a Lens account (Lens v3 API: `account.owner`), or
 * undefined when there is no such account.
 */
export async function lensOwner(api: string, account: string): Promise<string | undefined> {
  const result = await lensRequest({
    api,
    query:
      'query Account($request: AccountRequest!) { account(request: $request) { address owner } }',
    variables: { request: { address: account } },
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  });
  if (!result.ok) throw new UpstreamError('Lens', `Lens: ${result.error.message}`);
  const parsed = accountSchema.safeParse(result.value);
  if (!parsed.success) throw new UpstreamError('Lens', 'Lens answered in an unknown shape');
  return parsed.data.account?.owner;
}
