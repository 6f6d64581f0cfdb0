import { z } from 'zod';
import type { UploadedMedia } from '../../src/sources/source';
import {
  fail,
  fetchFailure,
  httpFailure,
  ok,
  type SourceResult,
} from '../../src/sources/sourceResult';
import {
  FAILED_TO_FETCH_IMAGE,
  POST_MISSING,
} from '../../src/machines/composer/rules/composerMessages';
import type { StoredFile } from '../../src/media/mediaStore';
import type { LensContent, ResolvedScheduleMedia, StoredMediaInfo } from './scheduledIntent';

/** The product's storage: where scheduled media and Lens metadata documents are. */
export interface ScheduleStorage {
  /** The storage node's base URL (lens:// URIs resolve to `{base}/{key}`). */
  base: string;
}

const LENS_URI = /^lens:\/\/([A-Za-z0-9_-]+)$/;

/** Where a stored object can be read: a lens:// URI on the storage, an https URL as it is. */
export function storageUrl(storage: ScheduleStorage, uri: string): string {
  const key = LENS_URI.exec(uri)?.[1];
  return key ? `${storage.base.replace(/\/$/, '')}/${key}` : uri;
}

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
    answer = await fetch(url, { signal, redirect: 'error' });
  } catch (error) {
    return fail(fetchFailure(error, false));
  }
  if (!answer.ok)
    return fail(httpFailure(answer.status, `${FAILED_TO_FETCH_IMAGE} (${answer.status})`));
  const mimeType = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const data = await answer.blob();
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
    answer = await fetch(url, { signal, redirect: 'error' });
  } catch (error) {
    return fail(fetchFailure(error, false));
  }
  if (answer.status === 404) return fail({ kind: 'invalid', message: POST_MISSING });
  if (!answer.ok) return fail(httpFailure(answer.status, `Storage answered ${answer.status}`));
  const document = lensDocumentSchema.safeParse(await answer.json().catch(() => undefined));
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
