import type { APIRequestContext } from '@playwright/test';
import { readManifest } from '../../../sandbox/manifest';

export interface Tweet {
  id: string;
  text: string;
  entities?: { mentions?: { username: string }[] };
  referenced_tweets?: { type: string; id: string }[];
}

/** Tweets whose text contains `query`, read through the product server as the demo person. */
export async function searchTweets(
  request: APIRequestContext,
  query: string,
  session: string,
): Promise<Tweet[]> {
  const demo = readManifest()?.demo?.x;
  if (!demo) throw new Error('the sandbox has no demo X account');
  const answer = await request.get(
    `/api/x/tweets/search/recent?${new URLSearchParams({ query, 'tweet.fields': 'entities,referenced_tweets' })}`,
    { headers: { Authorization: `Bearer ${session}`, 'X-Account-Id': demo.id } },
  );
  return ((await answer.json()) as { data?: Tweet[] }).data ?? [];
}
