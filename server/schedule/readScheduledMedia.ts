import { z } from 'zod';
import type { UploadedMedia } from '@/sources/source';
import { fail, fetchFailure, httpFailure, ok, type SourceResult } from '@/domain/result';
import { FAILED_TO_FETCH_IMAGE, POST_MISSING } from '@/domain/messages/composer';
import type { StoredFile } from '@/sync/media/mediaStore';
import type { LensContent, ResolvedScheduleMedia, StoredMediaInfo } from './scheduledIntent';
import { timedFetch } from '../http/timedFetch';

/**
 * How long reading one stored file may take: the files are the product's
 * own uploads (a video up to Farcaster's and X's limits, 512 MB to 1 GB),
 * on its own storage; a minute is more than the storage needs, and a
 * storage that does not answer in it is tried again later, not waited for.
 */
export const STORED_FILE_TIMEOUT_MS = 60_000;
/** How long reading a Lens post's metadata document (small JSON) may take. */
export const LENS_DOCUMENT_TIMEOUT_MS = 15_000;

/** The product's storage: where scheduled media and Lens metadata documents are. */
export interface ScheduleStorage {
  /** The storage node's base URL (lens:// URIs resolve to `{base}/{key}`). */
  base: string;
  /** Tests: a shorter time limit for each read than the ones above. */
  readTimeoutMs?: number;
}

const LENS_URI = /^lens:\/\/([A-Za-z0-9_-]+)$/;

/** Where a stored object can be read: a lens:// URI on the storage, an https URL as it is. */
export function storageUrl(storage: ScheduleStorage, uri: string): string {
  const key = LENS_URI.exec(uri)?.[1];
  return key ? `${storage.base.replace(/\/$/, '')}/${key}` : uri;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const onStorage = (storage: ScheduleStorage, url: string) =>
  new URL(url).origin === new URL(storage.base).origin;

function kindOf(mimeType: string): UploadedMedia['kind'] | undefined {
  if (mimeType === 'image/gif') return 'gif';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  return undefined;
}

/** One stored file's bytes (only from the storage: nothing else is fetched for a task). */
export async function readStoredFile(
  storage: ScheduleStorage,
  url: string,
  signal: AbortSignal,
): Promise<SourceResult<StoredFile>> {
  if (!onStorage(storage, url)) return fail({ kind: 'invalid', message: FAILED_TO_FETCH_IMAGE });
  let answer: Response;
  try {
    answer = await timedFetch(
      url,
      { signal, redirect: 'error' },
      storage.readTimeoutMs ?? STORED_FILE_TIMEOUT_MS,
    );
  } catch (error) {
    return fail(fetchFailure(error, false));
  }
  if (!answer.ok)
    return fail(httpFailure(answer.status, `${FAILED_TO_FETCH_IMAGE} (${answer.status})`));
  const mimeType = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  let data: Blob;
  try {
    data = await answer.blob();
  } catch (error) {
    // The storage stopped sending mid-file, or the time limit came.
    return fail(fetchFailure(error, false));
  }
  const name = new URL(url).pathname.split('/').pop() || 'media';
  return ok({ data: new Blob([data], { type: mimeType }), name, mimeType });
}

const mediaItemSchema = z.object({
  item: z.string(),
  type: z.string(),
  altTag: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  cover: z.string().optional(),
});
const lensDocumentSchema = z.object({
  lens: z.object({
    content: z.string().default(''),
    image: mediaItemSchema.optional(),
    video: mediaItemSchema.optional(),
    attachments: z.array(mediaItemSchema).optional(),
  }),
});

const uploadedOf = (item: z.infer<typeof mediaItemSchema>): UploadedMedia => ({
  kind: kindOf(item.type) ?? 'image',
  ref: item.item,
  mimeType: item.type,
  ...(item.altTag ? { alt: item.altTag } : {}),
  ...(item.width ? { width: item.width } : {}),
  ...(item.height ? { height: item.height } : {}),
  ...(item.cover ? { thumb: item.cover } : {}),
});

async function readLensDocument(
  storage: ScheduleStorage,
  uri: string,
  signal: AbortSignal,
): Promise<SourceResult<LensContent>> {
  const url = storageUrl(storage, uri);
  if (!onStorage(storage, url)) return fail({ kind: 'invalid', message: POST_MISSING });
  let answer: Response;
  try {
    answer = await timedFetch(
      url,
      { signal, redirect: 'error' },
      storage.readTimeoutMs ?? LENS_DOCUMENT_TIMEOUT_MS,
    );
  } catch (error) {
    return fail(fetchFailure(error, false));
  }
  if (answer.status === 404) return fail({ kind: 'invalid', message: POST_MISSING });
  if (!answer.ok) return fail(httpFailure(answer.status, `Storage answered ${answer.status}`));
  let text: string;
  try {
    text = await answer.text();
  } catch (error) {
    // Cut off or out of time: the storage is asked again later; only a bad document is final.
    return fail(fetchFailure(error, false));
  }
  const document = lensDocumentSchema.safeParse(parseJson(text));
  if (!document.success)
    return fail({
      kind: 'invalid',
      message: `${POST_MISSING} (not a Lens post metadata document)`,
    });
  const { content, image, video, attachments } = document.data.lens;
  return ok({
    text: content,
    media: [video, image, ...(attachments ?? [])].flatMap((item) =>
      item ? [uploadedOf(item)] : [],
    ),
  });
}

/**
 * Reads what a task's posts keep on the storage before its intent is
 * fixed: each file's type and size, each Lens post's text and media.
 * A file or document gone is final (the words of composer.md §8); a storage
 * that does not answer is tried again later.
 */
export async function readScheduledMedia(
  storage: ScheduleStorage,
  reads: { files: readonly string[]; lensDocuments: readonly string[] },
  signal: AbortSignal,
): Promise<SourceResult<ResolvedScheduleMedia>> {
  const files = new Map<string, StoredMediaInfo>();
  for (const url of reads.files) {
    if (!onStorage(storage, url)) continue; // a link, not a file
    const file = await readStoredFile(storage, url, signal);
    if (!file.ok) return file;
    const kind = kindOf(file.value.mimeType);
    if (!kind)
      return fail({
        kind: 'invalid',
        message: `${FAILED_TO_FETCH_IMAGE}: not an image or a video`,
      });
    files.set(url, { kind, mimeType: file.value.mimeType, size: file.value.data.size });
  }
  const lens = new Map<string, LensContent>();
  for (const uri of reads.lensDocuments) {
    const document = await readLensDocument(storage, uri, signal);
    if (!document.ok) return document;
    lens.set(uri, document.value);
  }
  return ok({ files, lens });
}
