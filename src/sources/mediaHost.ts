import type { MediaFile } from './source';
import type { SourceResult } from '@/domain/result';

/**
 * Where media for networks that embed URLs (Farcaster) is stored: the
 * product's storage in production, the sandbox's storage node here.
 */
export interface MediaHost {
  upload(file: MediaFile, signal: AbortSignal): Promise<SourceResult<{ url: string }>>;
}
