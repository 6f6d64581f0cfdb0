import { useCallback, useEffect, useRef } from 'react';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { toasts } from '@/ui/toasts/toastStore';
import type { ComposeState } from '@/domain/composer/model/composeState';
import type { PostSource } from '@/domain/composer/model/sourceFields';
import type { SourceTiers } from '@/domain/composer/rules/sourceTier';
import type { ComposerEvent } from '../machines/composerMachine';
import { attachFiles } from '../runtime/attachFiles';

/**
 * Files chosen, dropped, pasted or shared into a post: checked against the
 * chosen networks' limits (composer.md §5.4), kept in the media store, and
 * added to the post; what is refused shows as a warning. The callback is
 * stable (posts are memoised) and reads the latest posts and networks.
 */
export function useAttachFiles(options: {
  runtime: AppRuntime;
  compose: ComposeState;
  sources: readonly PostSource[];
  tiers: SourceTiers;
  send: (event: ComposerEvent) => void;
}) {
  const { runtime, send } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  return useCallback(
    (postId: string, files: File[]) => {
      const { compose, sources, tiers } = latest.current;
      const context = { type: compose.type, tiers };
      const post = compose.posts.find((p) => p.id === postId);
      if (!post) return;
      void runtime
        .media()
        .then((store) => attachFiles({ files, existing: post, sources, context, store }))
        .then((attached) => {
          for (const warning of attached.warnings) toasts.show(warning, 'error');
          if (attached.images.length + attached.videos.length > 0) {
            send({ type: 'media.added', postId, images: attached.images, videos: attached.videos });
          }
        })
        .catch((error: unknown) =>
          toasts.show(
            `Could not attach the files: ${error instanceof Error ? error.message : String(error)}`,
            'error',
          ),
        );
    },
    [runtime, send],
  );
}
