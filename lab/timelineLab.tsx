import '@/ui/styles/app.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import type { TimelineEntry } from '@/domain/reading/mergeTimelines';
import type { Attachment, Post } from '@/domain/reading/post';
import { TimelineList } from '@/features/feed/screens/TimelineList';
import '@/features/feed/screens/timeline.css';

/**
 * The timeline's list with as many posts as a benchmark asks for
 * (`?posts=1000`), shaped like the sandbox's: short and long text, links,
 * mentions, one to four pictures, quotes. No network: what is measured is
 * drawing and scrolling the rows. `window.timelineLab.ready` is set once drawn.
 */
const SOURCES = ['Bsky', 'Farcaster', 'Lens', 'Twitter'] as const;
const WORDS =
  'offline first means the outbox keeps what you wrote until the network answers and then publishes it once'.split(
    ' ',
  );

function picture(n: number): Attachment {
  const sizes = [
    [1200, 800],
    [800, 1200],
    [1000, 1000],
    [1600, 600],
  ] as const;
  const [width, height] = sizes[n % sizes.length] ?? [1000, 1000];
  return {
    kind: 'image',
    url: `/icons/icon-512.png?n=${n % 40}`,
    width,
    height,
    alt: `Picture ${n}`,
  };
}

function post(i: number): Post {
  const source = SOURCES[i % SOURCES.length] ?? 'Bsky';
  const words = 8 + ((i * 37) % 90);
  const text = Array.from({ length: words }, (_, k) => WORDS[(i + k) % WORDS.length]).join(' ');
  const pictures = i % 3 === 0 ? Array.from({ length: 1 + (i % 4) }, (_, k) => picture(i + k)) : [];
  const author = {
    source,
    id: `person-${i % 50}`,
    handle: `person${i % 50}`,
    displayName: `Person ${i % 50}`,
  };
  return {
    source,
    id: `post-${i}`,
    url: `https://example.test/${i}`,
    author,
    text: i % 5 === 0 ? `@person${(i + 1) % 50} ${text} https://polycast.test/notes/${i}` : text,
    createdAt: new Date(Date.UTC(2026, 10, 25) - i * 60_000).toISOString(),
    media: pictures,
    counts: { replies: i % 7, reposts: i % 5, likes: i % 23, quotes: i % 3 },
    ...(i % 11 === 0 ? { quote: { ...postBody(i + 1000), id: `quoted-${i}` } } : {}),
  };
}
const postBody = (i: number): Post => ({ ...post(i), media: [] });

const count = Number(new URL(location.href).searchParams.get('posts') ?? 1000);
const entries: TimelineEntry[] = Array.from({ length: count }, (_, i) => ({
  key: `entry-${i}`,
  posts: [post(i)],
}));

const rootRoute = createRootRoute({
  component: () => (
    <main style={{ maxWidth: 600, margin: '0 auto' }}>
      <TimelineList entries={entries} label="Home" />
    </main>
  ),
});
const router = createRouter({
  routeTree: rootRoute,
  history: createMemoryHistory({ initialEntries: ['/'] }),
});

declare global {
  interface Window {
    timelineLab?: { ready: boolean; posts: number };
  }
}
const lab = { ready: false, posts: count };
window.timelineLab = lab;
createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={new QueryClient()}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
requestAnimationFrame(() => requestAnimationFrame(() => (lab.ready = true)));
