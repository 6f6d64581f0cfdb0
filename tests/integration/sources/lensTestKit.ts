import type { OutgoingPost, Source } from '@/sources/source';
import { signInLensAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

/** What the Lens adapter tests share: the stand-in's endpoints, sign-in, publishing, raw GraphQL. */
export const lens = () => {
  const endpoints = sandbox().lens;
  if (!endpoints) throw new Error('no Lens in the sandbox');
  return endpoints;
};
export const signal = () => AbortSignal.timeout(20_000);

/** The seeded `mint_maker`, owned by the fourth dev wallet. */
export const signIn = () => signInLensAccount(sandbox(), 'mint_maker', 3);

let jobs = 0;
export const key = () => `lens-job-${Date.now()}-${jobs++}`;

export async function publish(source: Source, post: Partial<OutgoingPost>) {
  const prepared = value(await source.prepare({ text: '', media: [], ...post }, key(), signal()));
  return { prepared, published: value(await source.publish(prepared, signal())) };
}

/** A GraphQL call to the stand-in as a bare client (to look behind the adapter). */
export async function rawGql<T>(query: string, variables: Record<string, unknown>) {
  const answer = await fetch(lens().api, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await answer.json()) as { data: T }).data;
}
