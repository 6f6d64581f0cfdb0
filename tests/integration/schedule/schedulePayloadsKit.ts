import { encodeRgbPng } from '../../../server/images/encodeRgbPng';
import { lensPostMetadata } from '@/sources/lens/lensMetadata';
import { uploadToGrove } from '@/sources/storage/groveStorage';
import type { ScheduleEntry } from '@/domain/schedule/scheduleContract';
import {
  COMMENT_ON_PLACEHOLDER,
  IN_REPLY_TO_PLACEHOLDER,
} from '@/domain/schedule/schedulePayloads';
import type { PublishTarget } from '@/events/types/publishEvents';
import { sandbox } from '../sandbox/sandboxClient';

const storage = () => {
  const base = sandbox().lens?.storage;
  if (!base) throw new Error('no storage in the sandbox');
  return base;
};

async function store(body: Blob) {
  const stored = await uploadToGrove(storage(), body, AbortSignal.timeout(10_000));
  if (!stored.ok) throw new Error(stored.error.message);
  return stored.value;
}

/** A small PNG on the product's storage, as the app uploads a scheduled post's picture. */
export async function storedPicture() {
  const row = [0, 200, 40, 40, 40, 200, 40];
  const png = encodeRgbPng(2, 2, new Uint8Array([...row, ...row]));
  return store(new Blob([png], { type: 'image/png' }));
}

/**
 * A thread in each platform's scheduled shape (composer.md §7.2), as the app
 * builds it: the first post carries `picture` (a stored file) where given.
 */
export async function scheduledThread(
  targets: readonly PublishTarget[],
  texts: readonly string[],
  picture?: { uri: string; url: string },
): Promise<ScheduleEntry[]> {
  const entries: ScheduleEntry[] = [];
  for (const target of targets) {
    let posts: unknown[];
    switch (target.source) {
      case 'Farcaster':
        posts = texts.map((text, i) => ({
          text,
          embeds: i === 0 && picture ? [{ url: picture.url }] : [],
        }));
        break;
      case 'Lens':
        posts = [];
        for (const [i, text] of texts.entries()) {
          const metadata = lensPostMetadata({
            id: crypto.randomUUID(),
            handle: 'scheduled',
            post: {
              text,
              media:
                i === 0 && picture
                  ? [{ kind: 'image', ref: picture.uri, mimeType: 'image/png' }]
                  : [],
            },
          });
          const doc = await store(
            new Blob([JSON.stringify(metadata)], { type: 'application/json' }),
          );
          posts.push({
            operation: 'CreatePost',
            request: {
              contentUri: doc.uri,
              ...(i > 0 ? { commentOn: { post: COMMENT_ON_PLACEHOLDER } } : {}),
            },
          });
        }
        break;
      default:
        posts = texts.map((text, i) => ({
          text,
          ...(i > 0 ? { reply: { in_reply_to_tweet_id: IN_REPLY_TO_PLACEHOLDER } } : {}),
          ...(i === 0 && picture ? { media: { media_ids: [picture.url] } } : {}),
        }));
    }
    entries.push({
      platform: target.source,
      platformUserId: target.accountId,
      payload: JSON.stringify(posts),
    });
  }
  return entries;
}

/** The minute `minutes` after `now`, as an ISO time. */
export const minutesAfter = (now: number, minutes: number) =>
  new Date((Math.floor(now / 60_000) + minutes) * 60_000).toISOString();
