import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandboxClient';

const lens = () => {
  const endpoints = sandbox().lens;
  if (!endpoints) throw new Error('no Lens in the sandbox');
  return endpoints;
};

async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data: T; errors?: { message: string }[] }> {
  const response = await fetch(lens().api, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json() as Promise<{ data: T; errors?: { message: string }[] }>;
}

async function upload(metadata: unknown): Promise<string> {
  const response = await fetch(lens().storage, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(metadata),
  });
  const [stored] = (await response.json()) as { uri: string }[];
  return stored?.uri ?? '';
}

const textMetadata = (content: string) => ({
  $schema: 'https://json-schemas.lens.dev/posts/text-only/3.0.0.json',
  lens: {
    id: crypto.randomUUID(),
    content,
    locale: 'en',
    mainContentFocus: 'TEXT_ONLY',
    tags: ['polycast'],
  },
});

async function signIn(): Promise<string> {
  const [owner] = sandbox().evm.accounts;
  if (!owner) throw new Error('no accounts');
  const wallet = privateKeyToAccount(owner.privateKey as `0x${string}`);
  const account = await gql<{ account: { address: string } }>(
    'query($u: String!) { account(request: { username: { localName: $u } }) { address } }',
    { u: 'polycast_demo' },
  );
  const challenge = await gql<{ challenge: { id: string; text: string } }>(
    'mutation($a: EvmAddress!, $o: EvmAddress!) { challenge(request: { accountOwner: { account: $a, owner: $o } }) { id text } }',
    { a: account.data.account.address, o: wallet.address },
  );
  const signature = await wallet.signMessage({ message: challenge.data.challenge.text });
  const tokens = await gql<{ authenticate: { __typename: string; accessToken: string } }>(
    'mutation($id: String!, $s: String!) { authenticate(request: { id: $id, signature: $s }) { __typename ... on AuthenticationTokens { accessToken } } }',
    { id: challenge.data.challenge.id, s: signature },
  );
  expect(tokens.data.authenticate.__typename).toBe('AuthenticationTokens');
  return tokens.data.authenticate.accessToken;
}

const CREATE = `mutation($req: CreatePostRequest!) { post(request: $req) { __typename ... on PostResponse { hash } ... on TransactionWillFail { reason } } }`;
const READ = `query($id: PostId!) { post(request: { post: $id }) { id slug contentUri author { username { localName } } metadata { __typename ... on TextOnlyMetadata { content tags } } commentOn { id } quoteOf { id } } }`;

describe('Lens v3 GraphQL (sandbox)', () => {
  it('signs in with a wallet challenge, posts metadata from storage, comments and quotes', async () => {
    const token = await signIn();
    const uri = await upload(textMetadata('gm Lens'));
    expect(uri).toMatch(/^lens:\/\/[0-9a-f]{64}$/);
    const created = await gql<{ post: { __typename: string; hash: string } }>(
      CREATE,
      { req: { contentUri: uri } },
      token,
    );
    expect(created.data.post.__typename).toBe('PostResponse');
    expect(created.data.post.hash).toMatch(/^0x[0-9a-f]{64}$/);

    const [owner] = sandbox().evm.accounts;
    const mine = await gql<{ posts: { items: { id: string; contentUri: string }[] } }>(
      'query { posts(request: { pageSize: 50 }) { items { id contentUri } } }',
    );
    const post = mine.data.posts.items.find((p) => p.contentUri === uri);
    expect(post).toBeDefined();
    const read = await gql<{
      post: {
        metadata: { __typename: string; content: string };
        author: { username: { localName: string } };
      };
    }>(READ, { id: post?.id });
    expect(read.data.post.metadata).toMatchObject({
      __typename: 'TextOnlyMetadata',
      content: 'gm Lens',
    });
    expect(read.data.post.author.username.localName).toBe('polycast_demo');
    expect(owner).toBeDefined();

    // The contentUri resolves on the storage node.
    const key = uri.slice('lens://'.length);
    expect(
      ((await (await fetch(`${lens().storage}/${key}`)).json()) as { lens: { content: string } })
        .lens.content,
    ).toBe('gm Lens');

    const comment = await gql<{ post: { __typename: string } }>(
      CREATE,
      {
        req: { contentUri: await upload(textMetadata('a comment')), commentOn: { post: post?.id } },
      },
      token,
    );
    expect(comment.data.post.__typename).toBe('PostResponse');
    const quote = await gql<{ post: { __typename: string } }>(
      CREATE,
      { req: { contentUri: await upload(textMetadata('a quote')), quoteOf: { post: post?.id } } },
      token,
    );
    expect(quote.data.post.__typename).toBe('PostResponse');
  });

  it('refuses a post without a session, with unresolvable content, or a wrong signer', async () => {
    const uri = await upload(textMetadata('no session'));
    const anonymous = await gql<unknown>(CREATE, { req: { contentUri: uri } });
    expect(anonymous.errors?.[0]?.message).toMatch(/UNAUTHENTICATED/);

    const token = await signIn();
    const missing = await gql<{ post: { __typename: string; reason: string } }>(
      CREATE,
      { req: { contentUri: `lens://${'0'.repeat(64)}` } },
      token,
    );
    expect(missing.data.post.__typename).toBe('TransactionWillFail');

    const [owner, intruder] = sandbox().evm.accounts;
    const account = await gql<{ account: { address: string } }>(
      'query { account(request: { username: { localName: "polycast_demo" } }) { address } }',
    );
    const challenge = await gql<{ challenge: { id: string; text: string } }>(
      'mutation($a: EvmAddress!, $o: EvmAddress!) { challenge(request: { accountOwner: { account: $a, owner: $o } }) { id text } }',
      { a: account.data.account.address, o: owner?.address },
    );
    const forged = await privateKeyToAccount(intruder?.privateKey as `0x${string}`).signMessage({
      message: challenge.data.challenge.text,
    });
    const result = await gql<{ authenticate: { __typename: string } }>(
      'mutation($id: String!, $s: String!) { authenticate(request: { id: $id, signature: $s }) { __typename } }',
      { id: challenge.data.challenge.id, s: forged },
    );
    expect(result.data.authenticate.__typename).toBe('WrongSignerError');
  });

  it('finds accounts by name', async () => {
    const found = await gql<{ accounts: { items: { username: { localName: string } }[] } }>(
      'query { accounts(request: { filter: { searchBy: { localNameQuery: "ada" } } }) { items { username { localName } } } }',
    );
    expect(found.data.accounts.items.map((a) => a.username.localName)).toEqual(['ada']);
  });
});
