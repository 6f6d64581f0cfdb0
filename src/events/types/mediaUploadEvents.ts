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

/**
 * A picture the post can go without (a link card's) was not uploaded for
 * this job's network: why, in words the log may hold (an address with no
 * credentials, a status; never the bytes). `retryable`: a later step of the
 * job may try again (the product server or the network could not be
 * reached); otherwise the post goes without it for good.
 */
export const MediaUploadSkipped = defineEvent({
  type: 'MediaUploadSkipped',
  payload: z.object({
    jobId: id,
    mediaId: id,
    reason: z.string().check(z.maxLength(2000)),
    detail: z.optional(z.string().check(z.maxLength(2000))),
    retryable: z.boolean(),
  }),
});

export const mediaUploadDefinitions = [
  MediaUploadCheckpointed,
  MediaUploaded,
  MediaUploadSkipped,
] as const;
