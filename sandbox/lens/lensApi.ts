import { randomBytes } from 'node:crypto';
import { graphql } from 'graphql';
import { Hono } from 'hono';
import { getAddress, isAddress, verifyMessage, type Address, type Hex } from 'viem';
import { z } from 'zod';
import { lensSchema } from './lensSchema';
import type { createLensStorage } from './lensStorage';

interface LensAccount {
  address: Address;
  owner: Address;
  localName: string;
}

interface LensPost {
  id: string;
  slug: string;
  author: Address;
  timestamp: string;
  contentUri: string;
  metadata: Record<string, unknown> & { __typename: string };
  commentOn?: string;
  quoteOf?: string;
}

/** Lens post metadata (the public standard's `lens` block), as far as the client writes it. */
const metadataSchema = z.object({
  lens: z.object({
    id: z.string(),
    content: z.string().default(''),
    locale: z.string().default('en'),
    mainContentFocus: z.enum(['TEXT_ONLY', 'ARTICLE', 'IMAGE', 'VIDEO']).default('TEXT_ONLY'),
    title: z.string().optional(),
    tags: z.array(z.string()).optional(),
  }),
});

const TYPENAMES = {
  TEXT_ONLY: 'TextOnlyMetadata',
  ARTICLE: 'ArticleMetadata',
  IMAGE: 'ImageMetadata',
  VIDEO: 'VideoMetadata',
} as const;

/** The Lens v3 GraphQL API subset, over accounts, posts and the storage node. */
export function createLensApi(
  storage: ReturnType<typeof createLensStorage>,
  accounts: readonly LensAccount[],
) {
  const byAddress = new Map(accounts.map((a) => [a.address.toLowerCase(), a]));
  const posts = new Map<string, LensPost>();
  const challenges = new Map<string, { account: LensAccount; text: string; expiresAt: number }>();
  const sessions = new Map<string, LensAccount>();
  let counter = 0;

  const accountJson = (a: LensAccount) => ({
    address: a.address,
    owner: a.owner,
    username: { localName: a.localName, value: `lens/${a.localName}` },
  });
  const postJson = (p: LensPost): Record<string, unknown> => ({
    ...p,
    author: accountJson(byAddress.get(p.author.toLowerCase()) as LensAccount),
    commentOn: p.commentOn ? () => postJson(posts.get(p.commentOn ?? '') as LensPost) : null,
    quoteOf: p.quoteOf ? () => postJson(posts.get(p.quoteOf ?? '') as LensPost) : null,
  });
  const findPost = (idOrSlug: string) =>
    posts.get(idOrSlug) ?? [...posts.values()].find((p) => p.slug === idOrSlug);

  const root = {
    challenge: ({
      request,
    }: {
      request: { accountOwner?: { account: string; owner: string } };
    }) => {
      const owner = request.accountOwner;
      const account = owner ? byAddress.get(owner.account.toLowerCase()) : undefined;
      if (!owner || !account || account.owner.toLowerCase() !== owner.owner.toLowerCase()) {
        throw new Error('Account not found or not owned by this address');
      }
      const id = randomBytes(16).toString('hex');
      const text = `lens.sandbox wants you to sign in with your Ethereum account:\n${account.owner}\n\nAccount: ${account.address}\nNonce: ${id}\nIssued At: ${new Date().toISOString()}`;
      challenges.set(id, { account, text, expiresAt: Date.now() + 5 * 60_000 });
      return { id, text };
    },
    authenticate: async ({ request }: { request: { id: string; signature: string } }) => {
      const challenge = challenges.get(request.id);
      if (!challenge || challenge.expiresAt < Date.now()) {
        return {
          __typename: 'ExpiredChallengeError',
          reason: 'The challenge has expired or does not exist.',
        };
      }
      challenges.delete(request.id);
      const valid = await verifyMessage({
        address: challenge.account.owner,
        message: challenge.text,
        signature: request.signature as Hex,
      }).catch(() => false);
      if (!valid)
        return {
          __typename: 'WrongSignerError',
          reason: 'The signature does not come from the owner.',
        };
      const accessToken = randomBytes(24).toString('base64url');
      sessions.set(accessToken, challenge.account);
      return {
        __typename: 'AuthenticationTokens',
        accessToken,
        refreshToken: randomBytes(24).toString('base64url'),
        idToken: randomBytes(24).toString('base64url'),
      };
    },
    post: (args: { request: Record<string, unknown> }, context: { account?: LensAccount }) => {
      const request = args.request;
      if ('post' in request) {
        const found = findPost(String(request.post));
        return found ? postJson(found) : null;
      }
      if (!context.account) throw new Error('UNAUTHENTICATED: sign in first');
      const { contentUri, commentOn, quoteOf } = request as {
        contentUri: string;
        commentOn?: { post: string };
        quoteOf?: { post: string };
      };
      const stored = storage.resolve(contentUri);
      if (!stored)
        return {
          __typename: 'TransactionWillFail',
          reason: `Content at ${contentUri} could not be resolved.`,
        };
      const metadata = metadataSchema.safeParse(
        JSON.parse(Buffer.from(stored.bytes).toString('utf8') || 'null'),
      );
      if (!metadata.success)
        return {
          __typename: 'TransactionWillFail',
          reason: 'The metadata does not follow the Lens metadata standard.',
        };
      for (const ref of [commentOn, quoteOf]) {
        if (ref && !findPost(ref.post))
          return { __typename: 'TransactionWillFail', reason: `Post ${ref.post} does not exist.` };
      }
      counter += 1;
      const id = `${BigInt(Date.now()) * 1000n + BigInt(counter)}`;
      const lens = metadata.data.lens;
      posts.set(id, {
        id,
        slug: id.slice(-12),
        author: context.account.address,
        timestamp: new Date().toISOString(),
        contentUri,
        metadata: { __typename: TYPENAMES[lens.mainContentFocus], ...lens },
        ...(commentOn ? { commentOn: findPost(commentOn.post)?.id } : {}),
        ...(quoteOf ? { quoteOf: findPost(quoteOf.post)?.id } : {}),
      });
      return { __typename: 'PostResponse', hash: `0x${randomBytes(32).toString('hex')}` };
    },
    posts: ({
      request,
    }: {
      request: { filter?: { authors?: string[] }; pageSize?: number; cursor?: string };
    }) => {
      const authors = request.filter?.authors?.map((a) => a.toLowerCase());
      const all = [...posts.values()]
        .filter((p) => !authors || authors.includes(p.author.toLowerCase()))
        .reverse();
      const start = Number(request.cursor ?? 0) || 0;
      const size = Math.min(request.pageSize ?? 10, 50);
      return {
        items: all.slice(start, start + size).map(postJson),
        pageInfo: {
          prev: start > 0 ? String(Math.max(0, start - size)) : null,
          next: start + size < all.length ? String(start + size) : null,
        },
      };
    },
    account: ({ request }: { request: { address?: string; username?: { localName: string } } }) => {
      const found = request.address
        ? byAddress.get(request.address.toLowerCase())
        : accounts.find((a) => a.localName === request.username?.localName);
      return found ? accountJson(found) : null;
    },
    accounts: ({
      request,
    }: {
      request: { filter?: { searchBy?: { localNameQuery: string } } };
    }) => {
      const query = request.filter?.searchBy?.localNameQuery.toLowerCase() ?? '';
      return {
        items: accounts.filter((a) => a.localName.includes(query)).map(accountJson),
        pageInfo: { prev: null, next: null },
      };
    },
  };

  const app = new Hono();
  app.get('/health', (c) => c.json({ ok: true }));
  app.post('/graphql', async (c) => {
    const body = z
      .object({
        query: z.string(),
        variables: z.record(z.string(), z.unknown()).optional(),
        operationName: z.string().optional(),
      })
      .safeParse(await c.req.json().catch(() => undefined));
    if (!body.success)
      return c.json({ errors: [{ message: 'Expected a JSON body with a query' }] }, 400);
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    // The query and mutation `post` share a root resolver; graphql-js passes root fields by name.
    const result = await graphql({
      schema: lensSchema,
      source: body.data.query,
      rootValue: root,
      contextValue: { account: token ? sessions.get(token) : undefined },
      variableValues: body.data.variables,
      operationName: body.data.operationName,
    });
    return c.json(result);
  });
  return app;
}

/** Checks and normalises the addresses of seeded accounts. */
export function lensAccount(address: string, owner: string, localName: string): LensAccount {
  if (!isAddress(address) || !isAddress(owner)) throw new Error(`bad Lens account ${localName}`);
  return { address: getAddress(address), owner: getAddress(owner), localName };
}
