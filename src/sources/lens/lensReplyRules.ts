import type { ReplyRestriction } from '@/domain/capabilities';
import { fail, ok, type SourceResult } from '@/domain/result';

/** `CreatePostRequest.rules` (Lens v3 `PostRulesConfigInput`), as sent. */
export interface LensPostRulesInput {
  required: {
    followersOnlyRule: {
      repliesRestricted: boolean;
      quotesRestricted: boolean;
      repostRestricted: boolean;
    };
  }[];
}

/**
 * composer.md §5.3: Lens supports YouFollower, "only your followers may
 * reply", which is Lens's built-in followers-only post rule on the global
 * graph, restricting comments only. Every flag is sent: the API's defaults
 * restrict quotes and reposts too. Comments carry no rules of their own (the
 * root post's rules hold for the whole thread), so none is made for a reply.
 */
export function lensReplyRules(
  restriction: ReplyRestriction | undefined,
  isComment: boolean,
): SourceResult<LensPostRulesInput | undefined> {
  if (!restriction || restriction === 'Everyone' || isComment) return ok(undefined);
  if (restriction !== 'YouFollower') {
    return fail({ kind: 'invalid', message: `Lens cannot limit replies to ${restriction}.` });
  }
  return ok({
    required: [
      {
        followersOnlyRule: {
          repliesRestricted: true,
          quotesRestricted: false,
          repostRestricted: false,
        },
      },
    ],
  });
}
