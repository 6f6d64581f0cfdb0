import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PUBLIC_NETWORKS, type NetworkEndpoints } from '../networkEndpoints';
import {
  appContentSecurityPolicy,
  inlineScriptHashes,
  LAB_CONTENT_SECURITY_POLICY,
  type AppPolicyInput,
} from './appContentSecurityPolicy';

/** The policy as directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const production: AppPolicyInput = {
  inlineScripts: ["'sha256-abc='"],
  networks: PUBLIC_NETWORKS,
  sandbox: false,
  secure: true,
};

const sandboxNetworks: NetworkEndpoints = {
  bsky: {
    service: 'http://localhost:4401',
    video: { url: 'http://127.0.0.1:4402', did: 'did:web:localhost' },
  },
  farcaster: { hub: 'http://127.0.0.1:4403', network: 'devnet' },
  lens: { api: 'http://127.0.0.1:4404/graphql', storage: 'http://127.0.0.1:4405' },
  gifs: { provider: 'tenor', search: 'http://127.0.0.1:4406/v1/search', key: 'k' },
};

describe('appContentSecurityPolicy', () => {
  it('forbids framing, plugins, foreign <base> and forms to elsewhere', () => {
    const policy = directives(appContentSecurityPolicy(production));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
  });

  it('runs scripts from this origin and the inline ones by hash, never inline or eval', () => {
    const policy = directives(
      appContentSecurityPolicy({ ...production, inlineScripts: ["'sha256-a='", "'sha256-b='"] }),
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'sha256-a='",
      "'sha256-b='",
      "'wasm-unsafe-eval'",
    ]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    const all = appContentSecurityPolicy(production);
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
  });

  it('fetches from this origin and the configured networks only', () => {
    const policy = directives(appContentSecurityPolicy(production));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://bsky.social',
      // The entryway's accounts live on Bluesky's PDSes, where the agent goes after signing in.
      'https://*.host.bsky.network',
      'https://video.bsky.app',
      'https://hub.pinata.cloud',
      'https://api.lens.xyz',
      'https://api.grove.storage',
    ]);
    const withGifs = directives(
      appContentSecurityPolicy({
        ...production,
        networks: {
          ...PUBLIC_NETWORKS,
          gifs: { provider: 'tenor', search: 'https://tenor.googleapis.com/v2/search', key: 'k' },
        },
      }),
    );
    expect(withGifs.get('connect-src')).toContain('https://tenor.googleapis.com');
    const unknown = directives(appContentSecurityPolicy({ ...production, networks: undefined }));
    expect(unknown.get('connect-src')).toEqual(["'self'"]);
  });

  it('shows pictures and media from anywhere on https, data: and blob:', () => {
    const policy = directives(appContentSecurityPolicy(production));
    for (const name of ['img-src', 'media-src'])
      expect(policy.get(name)).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('upgrades plain-http loads only outside the sandbox, on a page served over https', () => {
    const has = (input: AppPolicyInput) =>
      directives(appContentSecurityPolicy(input)).has('upgrade-insecure-requests');
    expect(has(production)).toBe(true);
    expect(has({ ...production, secure: false })).toBe(false);
    expect(has({ ...production, sandbox: true })).toBe(false);
  });

  it('in sandbox mode allows the local services on any port, whether or not they are up yet', () => {
    for (const networks of [sandboxNetworks, undefined]) {
      const policy = directives(
        appContentSecurityPolicy({ ...production, networks, sandbox: true, secure: false }),
      );
      for (const name of ['img-src', 'media-src', 'connect-src']) {
        expect(policy.get(name), name).toContain('http://127.0.0.1:*');
        expect(policy.get(name), name).toContain('http://localhost:*');
      }
    }
    // The local networks need no naming of their own; one elsewhere still does.
    const policy = directives(
      appContentSecurityPolicy({
        ...production,
        networks: {
          ...sandboxNetworks,
          gifs: { provider: 'tenor', search: 'https://tenor.googleapis.com/v2/search', key: 'k' },
        },
        sandbox: true,
      }),
    );
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://tenor.googleapis.com',
      'http://127.0.0.1:*',
      'http://localhost:*',
    ]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('keeps the lab pages unframeable', () => {
    expect(directives(LAB_CONTENT_SECURITY_POLICY).get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each inline script as the browser does, and skips scripts with a src', () => {
    const bootstrap = '\n  document.documentElement.className = "dark";\n';
    const html = [
      '<!doctype html><html><head>',
      `<script>${bootstrap}</script>`,
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<script data-src="x" type="importmap">{"imports":{}}</script>',
      '<SCRIPT>one()</SCRIPT >',
      `<script>${bootstrap}</script>`,
      '</head></html>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      sha256(bootstrap),
      sha256('{"imports":{}}'),
      sha256('one()'),
    ]);
  });

  it('hashes the text after the parser has made every line end LF', () => {
    expect(inlineScriptHashes('<script>a();\r\nb();\rc();</script>')).toEqual([
      sha256('a();\nb();\nc();'),
    ]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it('matches the digest Chromium reports for a known script', () => {
    // An empty inline script's well-known hash (as browsers print it in violation messages).
    expect(inlineScriptHashes('<script></script>')).toEqual([
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
  });
});
