import { composerLauncher } from '@/features/compose';
import { toasts } from '@/ui/toasts/toastStore';

/** Puts a post's address on the clipboard, and says whether that worked. */
export function copyPostLink(url: string): void {
  void navigator.clipboard.writeText(url).then(
    () => toasts.show('Link copied.', 'success'),
    () => toasts.show('Could not copy the link.', 'error'),
  );
}

/** Opens the composer on a new post that carries this post's link (shown as its card). */
export function composeWithLink(url: string): void {
  composerLauncher.open({ embeds: [url] });
}

/** Opens the post on its network's own web, in a new tab. */
export function openPostLink(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
