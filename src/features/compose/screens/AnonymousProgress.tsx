import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AnonymousOutcome, anonymousPostMachine } from '../machines/anonymousPostMachine';
import type { AnonymousAccount } from '@/domain/composer/model/anonymous';
import { ANONYMOUS_TIMED_OUT } from '@/domain/messages/anonymous';
import type { PostSource } from '@/domain/composer/model/sourceFields';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

const handleOf = (accounts: readonly AnonymousAccount[], platform: AnonymousAccount['platform']) =>
  accounts.find((a) => a.platform === platform)?.handle;

/** Where the shared accounts' profiles and posts are seen (the adapters' own URL forms). */
const profileUrl = (platform: AnonymousAccount['platform'], handle: string) =>
  platform === 'Farcaster' ? `https://farcaster.xyz/${handle}` : `https://x.com/${handle}`;

const WORDS: Record<string, string> = {
  queued: 'Your anonymous post is queued…',
  generating_proof: 'Preparing your anonymous post…',
};

/**
 * composer.md §4.3, §8: how the anonymous post is doing: on its way (or
 * kept for when the device is back online), then posted with links to the
 * anonymous cast and tweet, or, after 20 tries, a notice linking to the
 * anonymous accounts' profiles. A failure goes back to the editor with its
 * message.
 */
export function AnonymousProgress(props: {
  actor: ActorRefFrom<typeof anonymousPostMachine> | undefined;
  outcome: AnonymousOutcome | undefined;
  sources: readonly PostSource[];
  accounts: readonly AnonymousAccount[];
}) {
  const online = useOnline();
  const progress = useSelector(props.actor, (snapshot) =>
    snapshot ? { value: snapshot.value, status: snapshot.context.status?.status } : undefined,
  );
  const { outcome, accounts } = props;
  const farcaster = handleOf(accounts, 'Farcaster');
  const x = handleOf(accounts, 'Twitter');
  const link = (href: string, label: string) => (
    <a key={href} href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );

  if (outcome?.kind === 'sent') {
    const links = outcome.status.cast_hashs.flatMap((cast) => [
      ...(cast.hash && farcaster
        ? [
            link(
              `${profileUrl('Farcaster', farcaster)}/${cast.hash.slice(0, 10)}`,
              'View on Farcaster',
            ),
          ]
        : []),
      ...(cast.tweetId && x
        ? [link(`${profileUrl('Twitter', x)}/status/${cast.tweetId}`, 'View on X')]
        : []),
    ]);
    return (
      <div role="status" className="anonymous-progress done">
        <p>Posted anonymously.</p>
        {links.length > 0 && <p className="anonymous-links">{links}</p>}
      </div>
    );
  }
  if (outcome?.kind === 'timedOut') {
    const profiles = [
      ...(props.sources.includes('Farcaster') && farcaster
        ? [link(profileUrl('Farcaster', farcaster), `@${farcaster} on Farcaster`)]
        : []),
      ...(props.sources.includes('Twitter') && x
        ? [link(profileUrl('Twitter', x), `@${x} on X`)]
        : []),
    ];
    return (
      <div role="status" className="anonymous-progress">
        <p>{ANONYMOUS_TIMED_OUT}</p>
        {profiles.length > 0 && <p className="anonymous-links">{profiles}</p>}
      </div>
    );
  }
  const words =
    progress?.value === 'waitingForServer' && !online
      ? 'You are offline. Your anonymous post is saved and goes out when you are back online.'
      : ((progress?.status && WORDS[progress.status]) ?? 'Sending your anonymous post…');
  return (
    <p role="status" className="anonymous-progress">
      {words}
    </p>
  );
}
