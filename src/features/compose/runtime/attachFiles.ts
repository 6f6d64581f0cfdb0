import { describeMediaFile } from './mediaWorkerClient';
import { readVideoMetadata } from './readVideoMetadata';
import type { MediaFile } from '@/domain/composer/model/mediaFile';
import type { PostSource } from '@/domain/composer/model/sourceFields';
import type { ExistingMedia } from '@/domain/composer/rules/addImages';
import { addDroppedFiles } from '@/domain/composer/rules/droppedFiles';
import type { PickedFile } from '@/domain/composer/rules/mediaFileCheck';
import type { MediaContext } from '@/domain/composer/rules/mediaLimits';
import { mediaKindOf } from '@/domain/composer/rules/mediaTypes';
import type { MediaStore } from '@/sync/media/mediaStore';

export interface AttachedFiles {
  images: MediaFile[];
  videos: MediaFile[];
  /** One per refused file or cap reached (composer.md §5.4), shown as warnings. */
  warnings: string[];
}

/** What the rules need to know of a file: its type and size, and a picture's or video's size. */
async function pick(file: File): Promise<PickedFile> {
  const base = { name: file.name, type: file.type, size: file.size };
  const kind = mediaKindOf(file.type);
  if (kind === 'video') {
    const meta = await readVideoMetadata(file);
    return meta ? { ...base, ...meta } : base;
  }
  if (!kind) return base;
  const described = await describeMediaFile(file).catch(() => undefined);
  return described?.width && described.height
    ? { ...base, width: described.width, height: described.height }
    : base;
}

/**
 * Files picked, dropped or pasted into a post (composer.md §2.3, §5.4):
 * checked against every selected network's rules, then the accepted ones
 * kept in the media store (the sync engine uploads them from there, after
 * a reload too) and described for the post.
 */
export async function attachFiles(options: {
  files: readonly File[];
  existing: ExistingMedia;
  sources: readonly PostSource[];
  context: MediaContext;
  store: MediaStore;
}): Promise<AttachedFiles> {
  const picked = await Promise.all(
    options.files.map(async (file) => [await pick(file), file] as const),
  );
  const fileOf = new Map(picked);
  const checked = addDroppedFiles(
    options.existing,
    picked.map(([p]) => p),
    options.sources,
    options.context,
  );
  const keep = async (accepted: PickedFile): Promise<MediaFile> => {
    const file = fileOf.get(accepted);
    if (!file) throw new Error(`No file for ${accepted.name}`);
    const id = crypto.randomUUID();
    await options.store.put(id, { data: file, name: file.name, mimeType: file.type });
    return {
      id,
      file: { name: file.name, type: file.type, size: file.size },
      mimeType: file.type,
      ...(accepted.width ? { width: accepted.width } : {}),
      ...(accepted.height ? { height: accepted.height } : {}),
      ...(accepted.duration ? { duration: accepted.duration } : {}),
    };
  };
  return {
    images: await Promise.all(checked.images.map(keep)),
    videos: await Promise.all(checked.videos.map(keep)),
    warnings: checked.warnings,
  };
}
