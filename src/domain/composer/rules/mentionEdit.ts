import type { MentionProfile, RelatedProfile } from '../model/mention';
import type { Segment } from '../model/richText';
import type { PostSource } from '../model/sourceFields';
import type { MentionHandles } from './mentionHandle';

const sameHandle = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * composer.md §2.4: the profiles a mention could point at: its own and
 * their related profiles, each once (the dialog's related-profile list).
 */
export function mentionProfilesOf(segment: Segment): RelatedProfile[] {
  const out: RelatedProfile[] = [];
  const add = (p: RelatedProfile) => {
    if (!p.handle) return;
    if (out.some((q) => q.platform === p.platform && sameHandle(q.handle, p.handle))) return;
    out.push({
      platform: p.platform,
      platform_id: p.platform_id,
      handle: p.handle,
      name: p.name,
      ...(p.avatar ? { avatar: p.avatar } : {}),
    });
  };
  for (const profile of segment.profiles ?? []) {
    add(profile);
    (profile.related_profiles ?? []).forEach(add);
  }
  return out;
}

/** composer.md §2.4: the handle the mention has on each of these networks ('' where none). */
export function mentionHandlesFor(
  segment: Segment,
  sources: readonly PostSource[],
): MentionHandles {
  return Object.fromEntries(
    sources.map((source) => [
      source,
      segment.profiles?.find((p) => p.platform === source)?.handle ?? '',
    ]),
  );
}

/**
 * composer.md §2.4, Save: the mention with these handles. A network given an
 * empty handle loses its profile (the mention goes there as plain text); a
 * handle of a profile the mention knows keeps that profile (its id); any
 * other handle is a profile known by its handle only, which the network
 * resolves when the post is sent. Networks not in `handles` keep theirs.
 * The text shown keeps its handle while a profile still has it.
 */
export function mentionWithHandles(segment: Segment, handles: MentionHandles): Segment {
  const known = mentionProfilesOf(segment);
  const own = segment.profiles ?? [];
  const profiles: MentionProfile[] = [];
  const edited = Object.keys(handles) as PostSource[];
  for (const profile of own) {
    if (!edited.includes(profile.platform)) profiles.push(profile);
  }
  for (const source of edited) {
    const handle = (handles[source] ?? '').trim();
    if (!handle) continue;
    const mine = own.find((p) => p.platform === source && sameHandle(p.handle, handle));
    if (mine) {
      profiles.push(mine);
      continue;
    }
    const related = known.find((p) => p.platform === source && sameHandle(p.handle, handle));
    profiles.push({
      platform: source,
      platform_id: related?.platform_id ?? '',
      handle: related?.handle ?? handle,
      name: related?.name ?? handle,
      hit: false,
      score: 0,
    });
  }
  // The first profile carries every profile the mention knew, so the dialog offers them again.
  const [first, ...rest] = profiles;
  const withRelated = first
    ? [
        {
          ...first,
          related_profiles: known.filter(
            (p) => p.platform !== first.platform || !sameHandle(p.handle, first.handle),
          ),
        },
        ...rest,
      ]
    : profiles;
  const shown = segment.content.replace(/^@/, '');
  const content = profiles.some((p) => sameHandle(p.handle, shown))
    ? segment.content
    : `@${profiles[0]?.handle ?? shown}`;
  return { ...segment, content, profiles: withRelated };
}
