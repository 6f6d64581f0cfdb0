import { z } from 'zod/mini';
import { defineEvent } from '../defineEvent';
import { uploadedMediaSchema } from './publishEvents';

const id = z.string().check(z.minLength(1), z.maxLength(512));

/**
 * An upload of one attached file for one job's network got far enough to
 * resume from there (the adapter's own JSON: an X media id and the chunks
 * sent, a Bluesky video job). Never a credential.
 */
export const MediaUploadCheckpointed = defineEvent({
  type: 'MediaUploadCheckpointed',
  payload: z.object({ jobId: id, mediaId: id, checkpoint: z.unknown() }),
});

/** The network has the file: every later attempt on that network reuses it. */
export const MediaUploaded = defineEvent({
  type: 'MediaUploaded',
  payload: z.object({ jobId: id, mediaId: id, media: uploadedMediaSchema }),
});

export const mediaUploadDefinitions = [MediaUploadCheckpointed, MediaUploaded] as const;
