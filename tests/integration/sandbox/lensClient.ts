import { privateKeyToAccount } from 'viem/accounts';
import { sandbox } from './sandboxClient';

/** The sandbox's Lens endpoints. */
export const lens = () => {
  const endpoints = sandbox().lens;
  if (!endpoints) throw new Error('no Lens in the sandbox');
  return endpoints;
};

export interface GqlAnswer<T> {
  data: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One GraphQL call, signed in when `token` is given. */
export async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlAnswer<T>> {
  const response = await fetch(lens().api, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json() as Promise<GqlAnswer<T>>;
}

/** Uploads JSON to the storage node; answers its lens:// URI. */
export async function upload(metadata: unknown): Promise<string> {
  const response = await fetch(lens().storage, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(metadata),
  });
  const [stored] = (await response.json()) as { uri: string }[];
  return stored?.uri ?? '';
}

export const textMetadata = (content: string) => ({
  $schema: 'https://json-schemas.lens.dev/posts/text-only/3.0.0.json',
  lens: {
    id: crypto.randomUUID(),
    content,
    locale: 'en',
    mainContentFocus: 'TEXT_ONLY',
    tags: ['polycast'],
  },
});

/** The address of the account with this username. */
export async function accountAddress(localName: string): Promise<string> {
  const account = await gql<{ account: { address: string } | null }>(
    'query($u: String!) { account(request: { username: { localName: $u } }) { address } }',
    { u: localName },
  );
  if (!account.data.account) throw new Error(`no Lens account ${localName}`);
  return account.data.account.address;
}

/** Signs in as the demo person: a challenge signed by the first dev wallet, which owns the account. */
export async function signInAsDemo(): Promise<string> {
  const [owner] = sandbox().evm.accounts;
  if (!owner) throw new Error('no accounts');
  const wallet = privateKeyToAccount(owner.privateKey as `0x${string}`);
  const challenge = await gql<{ challenge: { id: string; text: string } }>(
    'mutation($a: EvmAddress!, $o: EvmAddress!) { challenge(request: { accountOwner: { account: $a, owner: $o } }) { id text } }',
    { a: await accountAddress('polycast_demo'), o: wallet.address },
  );
  const signature = await wallet.signMessage({ message: challenge.data.challenge.text });
  const tokens = await gql<{ authenticate: { __typename: string; accessToken?: string } }>(
    'mutation($id: String!, $s: String!) { authenticate(request: { id: $id, signature: $s }) { __typename ... on AuthenticationTokens { accessToken } } }',
    { id: challenge.data.challenge.id, s: signature },
  );
  const token = tokens.data.authenticate.accessToken;
  if (!token) throw new Error(`sign-in failed: ${tokens.data.authenticate.__typename}`);
  return token;
}
