import { PROFILE_NOT_FOUND } from '@/domain/messages/publishing';
import { z } from 'zod/mini';
import type { LensCredentials } from '@/sources/lens/lensSession';
import type { SigningWallet } from './localWallet';
import type { ConnectResult } from './connectBluesky';
import type { CredentialVault } from '@/runtime/credentialVault';
import type { NetworkEndpoints } from './networkEndpoints';
import { avatarField } from './avatarField';

const accountSchema = z.object({
  data: z.object({
    account: z.nullable(
      z.object({
        address: z.string(),
        owner: z.string(),
        metadata: z.optional(
          z.nullable(
            z.object({
              name: z.optional(z.nullable(z.string())),
              picture: z.optional(z.nullable(z.string())),
            }),
          ),
        ),
      }),
    ),
  }),
});

/** Connects a Lens account: its owner wallet signs the API's challenge; the tokens go to the vault. */
export async function connectLens(options: {
  endpoints: NetworkEndpoints;
  vault: CredentialVault;
  username: string;
  wallet: SigningWallet;
}): Promise<ConnectResult> {
  const localName = options.username
    .trim()
    .replace(/^@/, '')
    .replace(/^lens\//, '');
  const lookup = await fetch(options.endpoints.lens.api, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query:
        'query($n: String!) { account(request: { username: { localName: $n } }) { address owner metadata { name picture } } }',
      variables: { n: localName },
    }),
  })
    .then(async (r) => accountSchema.safeParse(await r.json()).data?.data.account)
    .catch(() => undefined);
  if (!lookup) return { ok: false, message: PROFILE_NOT_FOUND };
  if (lookup.owner.toLowerCase() !== options.wallet.address.toLowerCase()) {
    return { ok: false, message: `This wallet does not own lens/${localName}.` };
  }
  const { signInToLens } = await import('@/sources/lens/lensSession');
  const signedIn = await signInToLens({
    api: options.endpoints.lens.api,
    account: lookup.address,
    owner: options.wallet.address,
    sign: (text) => options.wallet.signMessage(text),
    store: options.vault.store<LensCredentials>('Lens'),
    signal: AbortSignal.timeout(20_000),
  });
  if (!signedIn.ok) return { ok: false, message: signedIn.error.message };
  return {
    ok: true,
    account: {
      source: 'Lens',
      accountId: lookup.address,
      handle: localName,
      displayName: lookup.metadata?.name ?? localName,
      via: 'signIn',
      ...avatarField(lookup.metadata?.picture),
    },
  };
}
