import { createHash } from 'node:crypto';
import type { NetworkEndpoints } from '../networkEndpoints';

export interface AppPolicyInput {
  /** `'sha256-…'` sources of the page's inline scripts (see `inlineScriptHashes`). */
  inlineScripts: readonly string[];
  /** Where the app reaches the networks from the browser (`GET /api/networks`); undefined: not known yet. */
  networks: NetworkEndpoints | undefined;
  /** Running against the sandbox: its services are on this machine, on ports each run picks. */
  sandbox: boolean;
  /** The page was reached over https. */
  secure: boolean;
}

/**
 * The sandbox's services all listen on this machine, each on a port its run
 * picks. The service worker keeps the app's page with the headers it had when
 * it was installed and answers later visits with it, so a policy naming this
 * run's ports would block the next run's: in sandbox mode any local port is
 * allowed instead.
 */
const SANDBOX_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*'];

/**
 * Bluesky's entryway signs in and then hands the session to the account's own
 * PDS (the agent follows the DID document's `#atproto_pds` endpoint); the
 * accounts bsky.social signs in all live on Bluesky's PDSes.
 */
const PDS_HOSTS_BEHIND: Record<string, readonly string[]> = {
  'https://bsky.social': ['https://*.host.bsky.network'],
};

/** True when a `scheme://host:*` source among `sources` already allows `origin`. */
const coveredBy = (origin: string, sources: readonly string[]) =>
  sources.some((source) => source.endsWith(':*') && origin.startsWith(source.slice(0, -1)));

const originOf = (url: string): string | undefined => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

/** The origins the app's own code fetches from in the browser: the networks it is configured for. */
function networkOrigins(networks: NetworkEndpoints | undefined): string[] {
  if (!networks) return [];
  const origins = [
    networks.bsky.service,
    networks.bsky.video.url,
    networks.farcaster.hub,
    networks.lens.api,
    networks.lens.storage,
    ...(networks.gifs ? [networks.gifs.search] : []),
    ...(networks.giphy ? [networks.giphy.search] : []),
  ].flatMap((url) => originOf(url) ?? []);
  return origins.flatMap((origin) => [origin, ...(PDS_HOSTS_BEHIND[origin] ?? [])]);
}

/**
 * The Content-Security-Policy of the app's page (issue 17):
 * - nothing frames the app (`frame-ancestors 'none'`). reading.md §7.10's
 *   iframe bridge will let chosen pages embed it: that is when this opens, to
 *   those pages only;
 * - scripts only from this origin, plus the page's own inline scripts by hash
 *   (the theme bootstrap in index.html), never `'unsafe-inline'` or eval.
 *   `'wasm-unsafe-eval'` allows compiling WebAssembly and nothing else: the
 *   Farcaster code bundles long.js, which compiles a small WebAssembly module
 *   for 64-bit multiply and divide when it loads;
 * - styles only from this origin: the build emits stylesheets, and React
 *   writes `style` props through the CSSOM, which style-src does not govern;
 * - pictures and media from anywhere on https (avatars, link cards, posts'
 *   media come from the whole web), data: and blob: (the composer's previews
 *   of local files);
 * - fetches only to this origin and the networks the server is configured
 *   for (the same endpoints `GET /api/networks` answers);
 * - workers and the service worker only from this origin (built files, no
 *   blob: workers); no plugins, no frames, no `<base>` elsewhere; forms only
 *   to this origin (the app's forms are all handled in script; the share
 *   target's POST comes from the system, not from a form of the page);
 * - in sandbox mode, pictures, media and fetches may also go to any local
 *   port (SANDBOX_ORIGINS); outside it, over https, plain-http loads are
 *   upgraded (over plain http the upgrade would break the page's own loads).
 *
 * The service worker answers visits with the page as it was when installed,
 * headers and all: a change of networks reaches an installed app with the
 * next build (a new service worker).
 */
export function appContentSecurityPolicy(input: AppPolicyInput): string {
  const local = input.sandbox ? SANDBOX_ORIGINS : [];
  const anyMedia = ["'self'", 'data:', 'blob:', 'https:', ...local];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...input.inlineScripts, "'wasm-unsafe-eval'"],
    ['style-src', "'self'"],
    ['img-src', ...anyMedia],
    ['media-src', ...anyMedia],
    [
      'connect-src',
      "'self'",
      ...new Set(networkOrigins(input.networks).filter((origin) => !coveredBy(origin, local))),
      ...local,
    ],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (!input.sandbox && input.secure) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The lab pages (benchmarks) keep their own headers; they too must not be
 * framed.
 */
export const LAB_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'";

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/**
 * The `'sha256-…'` sources of every inline `<script>` in an HTML page (one
 * with no `src`), as the browser computes them: over the element's text,
 * after the HTML parser has turned CR LF and lone CR into LF.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
