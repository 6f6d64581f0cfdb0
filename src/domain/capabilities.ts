import type { PostSource } from './networks';

/** composer.md §5.3: who may reply; each network's `replyRestrictions` below say which it supports. */
export type ReplyRestriction =
  'Everyone' | 'Nobody' | 'OnlyPeopleYouFollow' | 'YouFollower' | 'MentionedProfiles';

/** Where a GIF comes from; a network embeds only some providers' links (composer.md §5.3). */
export type GifProvider = 'giphy' | 'tenor';

export interface SourceCapabilities {
  /** How the network counts length, and its limits for normal and pro / verified accounts. */
  length: {
    unit: 'bytes' | 'graphemes' | 'weighted characters' | 'characters';
    normal: number;
    pro: number;
  };
  images: { max: number; maxPro: number; maxBytes: number; types: readonly string[] };
  gifs: { max: number; maxBytes: number; providers: readonly GifProvider[]; localFiles: boolean };
  video:
    | { supported: false }
    | {
        supported: true;
        max: number;
        maxBytes: number;
        minSeconds: number;
        maxSeconds: number;
        minWidth: number;
        maxWidth: number;
        minHeight: number;
        maxHeight: number;
        types: readonly string[];
      };
  /** Native polls or the product's frame polls (both count as "supports polls" in the composer). */
  polls:
    | { supported: false }
    | {
        supported: true;
        minOptions: number;
        maxOptions: number;
        optionMaxLength: number;
        minMinutes: number;
        maxDays: number;
      };
  scheduling: boolean;
  redPackets: boolean;
  channels: boolean;
  anonymous: boolean;
  replyRestrictions: readonly ReplyRestriction[];
  /** Quotes use one image slot on Farcaster (composer.md §5.4). */
  quoteTakesImageSlot: boolean;
  /**
   * What one post can carry together, by the network's own contract
   * (docs/decisions.md, "What each network carries"): `embeds`, how many
   * embeds a post holds with every kind counted together (Farcaster's URLs
   * and cast ids; `maxPro` for Farcaster Pro), absent where nothing is
   * counted that way; `cardWithMedia`, whether a link card still shows
   * beside pictures or a video; `gifWithImages`, whether a GIF may go
   * beside other pictures.
   */
  carries: {
    embeds?: { max: number; maxPro: number };
    cardWithMedia: boolean;
    gifWithImages: boolean;
  };
}

const MB = 1024 * 1024;
const STILL = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * What each network can take, with its published limits (sources and the
 * values chosen where none is published: docs/decisions.md, "Source limits").
 */
export const CAPABILITIES: Readonly<Record<PostSource, SourceCapabilities>> = {
  Farcaster: {
    length: { unit: 'bytes', normal: 320, pro: 10_000 },
    images: { max: 2, maxPro: 4, maxBytes: 10 * MB, types: [...STILL, 'image/gif'] },
    gifs: { max: 2, maxBytes: 15 * MB, providers: ['giphy', 'tenor'], localFiles: true },
    video: {
      supported: true,
      max: 1,
      maxBytes: 1024 * MB,
      minSeconds: 1,
      maxSeconds: 600,
      minWidth: 32,
      maxWidth: 4096,
      minHeight: 32,
      maxHeight: 4096,
      // A Farcaster video is played as HLS, which the product's converter makes by
      // repackaging an MP4 or MOV; it cannot transcode, so WebM is refused before sending.
      types: ['video/mp4', 'video/quicktime'],
    },
    polls: {
      supported: true,
      minOptions: 2,
      maxOptions: 4,
      optionMaxLength: 32,
      minMinutes: 5,
      maxDays: 7,
    },
    scheduling: true,
    redPackets: true,
    channels: true,
    anonymous: true,
    replyRestrictions: ['Everyone'],
    quoteTakesImageSlot: true,
    // A cast has at most 2 embeds (4 with Pro): files, links, frames and a quoted cast alike.
    carries: { embeds: { max: 2, maxPro: 4 }, cardWithMedia: true, gifWithImages: true },
  },
  Lens: {
    length: { unit: 'characters', normal: 5_000, pro: 25_000 },
    images: { max: 8, maxPro: 8, maxBytes: 10 * MB, types: [...STILL, 'image/gif'] },
    gifs: { max: 1, maxBytes: 15 * MB, providers: ['giphy', 'tenor'], localFiles: true },
    video: {
      supported: true,
      max: 1,
      maxBytes: 1024 * MB,
      minSeconds: 1,
      maxSeconds: 3600,
      minWidth: 32,
      maxWidth: 4096,
      minHeight: 32,
      maxHeight: 4096,
      types: ['video/mp4', 'video/quicktime', 'video/webm'],
    },
    polls: {
      supported: true,
      minOptions: 2,
      maxOptions: 4,
      optionMaxLength: 32,
      minMinutes: 5,
      maxDays: 7,
    },
    scheduling: true,
    redPackets: true,
    // Groups: a post goes to the group's feed (composer.md §3.7).
    channels: true,
    anonymous: false,
    replyRestrictions: ['Everyone', 'YouFollower'],
    quoteTakesImageSlot: false,
    // Post metadata: the first picture or the video, the rest as attachments; links stay in the content.
    carries: { cardWithMedia: true, gifWithImages: true },
  },
  Twitter: {
    length: { unit: 'weighted characters', normal: 280, pro: 25_000 },
    images: {
      max: 4,
      maxPro: 4,
      maxBytes: 5 * MB,
      types: ['image/jpeg', 'image/png', 'image/gif'],
    },
    gifs: { max: 1, maxBytes: 15 * MB, providers: ['giphy'], localFiles: true },
    video: {
      supported: true,
      max: 1,
      maxBytes: 512 * MB,
      minSeconds: 0.5,
      maxSeconds: 140,
      minWidth: 32,
      maxWidth: 1920,
      minHeight: 32,
      maxHeight: 1200,
      types: ['video/mp4', 'video/quicktime'],
    },
    polls: {
      supported: true,
      minOptions: 2,
      maxOptions: 4,
      optionMaxLength: 25,
      minMinutes: 5,
      maxDays: 7,
    },
    scheduling: true,
    redPackets: true,
    channels: false,
    anonymous: true,
    replyRestrictions: ['Everyone', 'OnlyPeopleYouFollow', 'MentionedProfiles'],
    quoteTakesImageSlot: false,
    // Up to 4 photos, or one GIF, or one video; a tweet with media shows no link card.
    carries: { cardWithMedia: false, gifWithImages: false },
  },
  Bsky: {
    length: { unit: 'graphemes', normal: 300, pro: 300 },
    images: { max: 4, maxPro: 4, maxBytes: 1_000_000, types: [...STILL, 'image/gif'] },
    // A GIF goes as a picture (its still) beside others, or alone as the official app's GIF card.
    gifs: { max: 1, maxBytes: 1_000_000, providers: ['giphy', 'tenor'], localFiles: false },
    video: {
      supported: true,
      max: 1,
      maxBytes: 100 * MB,
      minSeconds: 0,
      maxSeconds: 180,
      minWidth: 1,
      maxWidth: 4096,
      minHeight: 1,
      maxHeight: 4096,
      types: ['video/mp4', 'video/quicktime', 'video/webm', 'video/mpeg'],
    },
    polls: { supported: false },
    scheduling: true,
    redPackets: true,
    channels: false,
    anonymous: false,
    replyRestrictions: [
      'Everyone',
      'Nobody',
      'OnlyPeopleYouFollow',
      'YouFollower',
      'MentionedProfiles',
    ],
    quoteTakesImageSlot: false,
    // One embed: pictures (up to 4), a video or one link card; a quote adds its record beside it.
    carries: { cardWithMedia: false, gifWithImages: true },
  },
};

/** composer.md §5.3: the sources that support a reply restriction. */
export function sourcesAllowing(restriction: ReplyRestriction): PostSource[] {
  return (Object.keys(CAPABILITIES) as PostSource[]).filter((source) =>
    CAPABILITIES[source].replyRestrictions.includes(restriction),
  );
}
