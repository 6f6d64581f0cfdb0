import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { NetworkEndpoints } from './networkEndpoints';
import { startProductServer, type RunningProductServer } from './startProductServer';

const BOOTSTRAP = "\n  document.documentElement.className = 'dark';\n";
const BOOTSTRAP_HASH = `'sha256-${createHash('sha256').update(BOOTSTRAP).digest('base64')}'`;

const running: { server: RunningProductServer; dist: string }[] = [];
afterEach(async () => {
  for (const { server, dist } of running.splice(0)) {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  }
});

/** The product server over a small build: a shell with one inline script, an asset, a lab page. */
async function serve(options: {
  sandbox: boolean;
  networks?: () => NetworkEndpoints | undefined;
}): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), 'polycast-csp-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'lab'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>shell</title><script>${BOOTSTRAP}</script><script type="module" src="/assets/app-abc123.js"></script>`,
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'lab', 'chaos.html'), '<!doctype html><title>lab</title>');
  const server = await startProductServer({
    staticDir: dist,
    ...(options.sandbox ? { sandboxMode: true } : { secretKey: randomBytes(32) }),
    ...(options.networks ? { networks: options.networks } : {}),
    // The test's requests come through "a TLS proxy on this machine".
    trustedProxies: ['127.0.0.1'],
  });
  running.push({ server, dist });
  return server.url;
}

/** The served policy as directive name → its sources. */
const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the built app’s security headers (issue 17)', () => {
  it('serves every app route with a policy that forbids framing and allows only its own scripts', async () => {
    const url = await serve({ sandbox: true });
    for (const route of ['/', '/profile/vitalik.eth?source=Wallet', '/index.html']) {
      const page = await fetch(`${url}${route}`);
      expect(await page.text()).toContain('<title>shell</title>');
      const policy = directives(page.headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors'), route).toEqual(["'none'"]);
      expect(policy.get('script-src'), route).toEqual([
        "'self'",
        BOOTSTRAP_HASH,
        "'wasm-unsafe-eval'",
      ]);
      expect(policy.get('object-src'), route).toEqual(["'none'"]);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('does not sniff assets either, and keeps the lab pages isolated and unframeable', async () => {
    const url = await serve({ sandbox: true });
    const asset = await fetch(`${url}/assets/app-abc123.js`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const lab = await fetch(`${url}/lab/chaos.html`);
    expect(await lab.text()).toContain('<title>lab</title>');
    expect(lab.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(lab.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Not a lab page: the shell, with the app's whole policy.
    const notLab = await fetch(`${url}/lab/nothing-here`);
    expect(directives(notLab.headers.get('content-security-policy')).get('script-src')).toContain(
      BOOTSTRAP_HASH,
    );
  });

  it('reads the networks for each page, so a sandbox that comes up later is allowed', async () => {
    const sandbox: { networks?: NetworkEndpoints } = {};
    const url = await serve({ sandbox: true, networks: () => sandbox.networks });
    const before = directives((await fetch(url)).headers.get('content-security-policy'));
    expect(before.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:*',
      'http://localhost:*',
    ]);
    expect(before.has('upgrade-insecure-requests')).toBe(false);
    sandbox.networks = {
      bsky: { service: 'http://localhost:4401', video: { url: 'http://127.0.0.1:4402', did: 'd' } },
      farcaster: { hub: 'http://127.0.0.1:4403', network: 'devnet' },
      lens: { api: 'http://127.0.0.1:4404/graphql', storage: 'http://127.0.0.1:4405' },
      gifs: { provider: 'tenor', search: 'https://gifs.example/v1/search', key: 'k' },
    };
    const after = directives((await fetch(url)).headers.get('content-security-policy'));
    expect(after.get('connect-src')).toContain('https://gifs.example');
  });

  it('outside the sandbox allows the public networks and, over https, upgrades plain http', async () => {
    const url = await serve({ sandbox: false });
    const plain = directives((await fetch(url)).headers.get('content-security-policy'));
    expect(plain.get('connect-src')).toContain('https://bsky.social');
    expect(plain.get('connect-src')).not.toContain('http://127.0.0.1:*');
    expect(plain.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    // Over plain http the upgrade would break the page's own loads.
    expect(plain.has('upgrade-insecure-requests')).toBe(false);
    const behindTls = await fetch(url, {
      headers: { 'X-Forwarded-Host': 'polycast.example', 'X-Forwarded-Proto': 'https' },
    });
    const secure = directives(behindTls.headers.get('content-security-policy'));
    expect(secure.has('upgrade-insecure-requests')).toBe(true);
    expect(secure.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
