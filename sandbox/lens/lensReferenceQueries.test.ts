import { describe, expect, it } from 'vitest';
import { createLensApi } from './lensApi';
import { createLensStorage } from './lensStorage';
import { addressFor, LensStore, type LensAccount } from './lensStore';

const T0 = Date.parse('2026-11-20T10:00:00Z');
const minute = (n: number) => new Date(T0 + n * 60_000);

/** A stand-in with a post by `ann`, and what others did to it, a minute apart. */
function world() {
  const storage = createLensStorage();
  const store = new LensStore(storage.resolve);
  const account = (localName: string): LensAccount =>
    store.addAccount({
      address: addressFor('account', localName),
      owner: addressFor('owner', localName),
      localName,
      createdAt: minute(0).toISOString(),
    });
  const text = (content: string) =>
    storage.put({
      contentType: 'application/json',
      bytes: new TextEncoder().encode(
        JSON.stringify({
          $schema: 'https://json-schemas.lens.dev/posts/text-only/3.0.0.json',
          lens: { id: crypto.randomUUID(), content, mainContentFocus: 'TEXT_ONLY', locale: 'en' },
        }),
      ),
    }).uri;
  const post = (by: LensAccount, content: string, at: number, refs = {}) => {
    const made = store.createPost(by, { contentUri: text(content), ...refs }, minute(at));
    if (made.__typename !== 'PostResponse') throw new Error(made.reason);
    return store.transactions.get(made.hash) ?? '';
  };
  const [ann, bob, cat, dan] = ['ann', 'bob', 'cat', 'dan'].map(account) as [
    LensAccount,
    LensAccount,
    LensAccount,
    LensAccount,
  ];
  const target = post(ann, 'the post', 1);
  store.addReaction(bob, target, 'UPVOTE', minute(2));
  store.addReaction(cat, target, 'DOWNVOTE', minute(3));
  store.addReaction(dan, target, 'UPVOTE', minute(4));
  store.repost(bob, target, minute(5));
  post(cat, 'a quote', 6, { quoteOf: { post: target } });
  post(bob, 'a comment', 7, { commentOn: { post: target } });
  post(cat, 'another quote', 8, { quoteOf: { post: target } });
  store.repost(dan, target, minute(9));

  const app = createLensApi(store, (uri) => uri);
  const gql = async (query: string, request: Record<string, unknown>) => {
    const answer = await app.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables: { request } }),
    });
    return (await answer.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  return { gql, target };
}

const REACTIONS = `query($request: PostReactionsRequest!) {
  postReactions(request: $request) {
    items { account { username { localName } } reactions { reaction reactedAt } }
    pageInfo { prev next }
  }
}`;
const WHO = `query($request: WhoReferencedPostRequest!) {
  whoReferencedPost(request: $request) { items { username { localName } } pageInfo { next } }
}`;
const REFERENCES = `query($request: PostReferencesRequest!) {
  postReferences(request: $request) {
    items {
      __typename
      ... on Post { metadata { ... on TextOnlyMetadata { content } } }
      ... on Repost { author { username { localName } } }
    }
    pageInfo { next }
  }
}`;

type Named = { username: { localName: string } };

describe('Lens stand-in: what points at a post', () => {
  it('lists reactions newest first, each with its kind and time, filtered by kind', async () => {
    const { gql, target } = world();
    const all = await gql(REACTIONS, { post: target });
    expect(all.data?.postReactions).toEqual({
      items: [
        {
          account: { username: { localName: 'dan' } },
          reactions: [{ reaction: 'UPVOTE', reactedAt: minute(4).toISOString() }],
        },
        {
          account: { username: { localName: 'cat' } },
          reactions: [{ reaction: 'DOWNVOTE', reactedAt: minute(3).toISOString() }],
        },
        {
          account: { username: { localName: 'bob' } },
          reactions: [{ reaction: 'UPVOTE', reactedAt: minute(2).toISOString() }],
        },
      ],
      pageInfo: { prev: null, next: null },
    });
    const up = await gql(REACTIONS, { post: target, filter: { anyOf: ['UPVOTE'] } });
    const items = (up.data?.postReactions as { items: { account: Named }[] }).items;
    expect(items.map((i) => i.account.username.localName)).toEqual(['dan', 'bob']);
  });

  it('names who referenced the post, each once, in the order asked for', async () => {
    const { gql, target } = world();
    const names = async (referenceTypes: string[], orderBy?: string) => {
      const answer = await gql(WHO, {
        post: target,
        referenceTypes,
        ...(orderBy ? { orderBy } : {}),
      });
      return (answer.data?.whoReferencedPost as { items: Named[] }).items.map(
        (a) => a.username.localName,
      );
    };
    expect(await names(['REPOST_OF'])).toEqual(['dan', 'bob']);
    expect(await names(['QUOTE_OF'])).toEqual(['cat']);
    expect(await names(['REPOST_OF', 'QUOTE_OF', 'COMMENT_ON'])).toEqual(['dan', 'cat', 'bob']);
    expect(await names(['REPOST_OF', 'QUOTE_OF', 'COMMENT_ON'], 'OLDEST')).toEqual([
      'bob',
      'cat',
      'dan',
    ]);
  });

  it('lists the references themselves, newest first, by kind and author', async () => {
    const { gql, target } = world();
    const refs = async (request: Record<string, unknown>) =>
      (
        (await gql(REFERENCES, { referencedPost: target, ...request })).data?.postReferences as {
          items: { __typename: string; metadata?: { content: string }; author?: Named }[];
        }
      ).items.map((p) => p.metadata?.content ?? `repost by ${p.author?.username.localName}`);
    expect(await refs({ referenceTypes: ['QUOTE_OF'] })).toEqual(['another quote', 'a quote']);
    expect(await refs({ referenceTypes: ['REPOST_OF', 'COMMENT_ON'] })).toEqual([
      'repost by dan',
      'a comment',
      'repost by bob',
    ]);
    const bob = addressFor('account', 'bob');
    expect(await refs({ referenceTypes: ['REPOST_OF', 'QUOTE_OF'], authors: [bob] })).toEqual([
      'repost by bob',
    ]);
    expect(await refs({ referenceTypes: ['QUOTE_OF'], visibilityFilter: 'HIDDEN' })).toEqual([]);
  });

  it('answers empty lists for a post that does not exist', async () => {
    const { gql } = world();
    const empty = { items: [], pageInfo: { next: null } };
    expect((await gql(WHO, { post: '42', referenceTypes: ['REPOST_OF'] })).data).toEqual({
      whoReferencedPost: empty,
    });
    expect(
      (await gql(REFERENCES, { referencedPost: '42', referenceTypes: ['QUOTE_OF'] })).data,
    ).toEqual({ postReferences: empty });
    expect((await gql(REACTIONS, { post: '42' })).data).toEqual({
      postReactions: { items: [], pageInfo: { prev: null, next: null } },
    });
  });
});
