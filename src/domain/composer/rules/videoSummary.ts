import type { MediaFile } from '../model/mediaFile';
import { formatFileSize } from './formatFileSize';

/** A video's length as a player shows it: '0:42', '12:05', '1:02:03' (whole seconds, rounded). */
export function formatVideoLength(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * composer.md §2.3, §9: what the video list says of a video beside its
 * name: its size in 1024-based units with 1 decimal, then its length when
 * known ('12.5 MB · 0:42').
 */
export function videoSummary(video: Pick<MediaFile, 'file' | 'duration'>): string {
  const parts = [
    ...(video.file.size === undefined ? [] : [formatFileSize(video.file.size)]),
    ...(video.duration ? [formatVideoLength(video.duration)] : []),
  ];
  return parts.join(' · ');
}
