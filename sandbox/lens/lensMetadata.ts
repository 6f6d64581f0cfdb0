import { z } from 'zod';
import type { StoredObject } from './lensStorage';

/** A media item as the Lens metadata standard writes it (`item` is a URI). */
const mediaSchema = z.object({
  item: z.string().min(1),
  type: z.string(),
  altTag: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type LensMedia = z.infer<typeof mediaSchema>;

/** A video as the standard writes it: the file, and a still to show before it plays. */
const videoSchema = mediaSchema.extend({
  cover: z.string().min(1).optional(),
  duration: z.number().nonnegative().optional(),
});
export type LensVideo = z.infer<typeof videoSchema>;

/** Post metadata: the standard's `lens` block, as far as the sandbox reads it. */
const postMetadataSchema = z.object({
  lens: z
    .object({
      id: z.string().min(1),
      content: z.string().default(''),
      locale: z.string().default('en'),
      mainContentFocus: z
        .enum(['TEXT_ONLY', 'ARTICLE', 'IMAGE', 'VIDEO', 'LINK'])
        .default('TEXT_ONLY'),
      title: z.string().optional(),
      tags: z.array(z.string()).optional(),
      image: mediaSchema.optional(),
      video: videoSchema.optional(),
      /** A link post's link (the standard's `sharingLink`). */
      sharingLink: z.string().min(1).optional(),
      attachments: z.array(mediaSchema).optional(),
    })
    .refine((lens) => lens.mainContentFocus !== 'IMAGE' || lens.image, {
      message: 'Image metadata needs an image.',
    })
    .refine((lens) => lens.mainContentFocus !== 'VIDEO' || lens.video, {
      message: 'Video metadata needs a video.',
    })
    .refine((lens) => lens.mainContentFocus !== 'LINK' || lens.sharingLink, {
      message: 'Link metadata needs a sharing link.',
    }),
});
export type LensPostMetadata = z.infer<typeof postMetadataSchema>['lens'];

/** Account metadata (`https://json-schemas.lens.dev/account/1.0.0.json`). */
const accountMetadataSchema = z.object({
  lens: z.object({
    id: z.string().min(1),
    name: z.string().optional(),
    bio: z.string().optional(),
    picture: z.string().optional(),
    coverPicture: z.string().optional(),
  }),
});
export type LensAccountMetadata = z.infer<typeof accountMetadataSchema>['lens'];

/** Group metadata (`https://json-schemas.lens.dev/group/1.0.0.json`): names as the standard allows. */
const groupMetadataSchema = z.object({
  lens: z.object({
    id: z.string().min(1),
    name: z.string().regex(/^[a-zA-Z0-9-]{1,50}$/),
    description: z.string().min(1).optional(),
    icon: z.string().optional(),
    coverPicture: z.string().optional(),
  }),
});
export type LensGroupMetadata = z.infer<typeof groupMetadataSchema>['lens'];

const readJson = (stored: StoredObject | undefined): unknown => {
  if (!stored) return undefined;
  try {
    return JSON.parse(Buffer.from(stored.bytes).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

const parser =
  <T>(schema: z.ZodType<{ lens: T }>) =>
  (stored: StoredObject | undefined): T | undefined => {
    const parsed = schema.safeParse(readJson(stored));
    return parsed.success ? parsed.data.lens : undefined;
  };

export const parsePostMetadata = parser(postMetadataSchema);
export const parseAccountMetadata = parser(accountMetadataSchema);
export const parseGroupMetadata = parser(groupMetadataSchema);
