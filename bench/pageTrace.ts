import type { Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';

/** The categories DevTools' Performance panel records, with the page's performance marks. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'toplevel',
];

/**
 * Starts a Chromium trace of the page (the DevTools protocol) and a
 * JavaScript CPU profile; `stop` writes the trace as JSON to `file` and the
 * profile to `file`.cpuprofile (DevTools opens both).
 */
export async function startTrace(page: Page): Promise<{ stop(file: string): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReturnAsStream',
  });
  return {
    async stop(file) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(`${file}.cpuprofile`, JSON.stringify(profile));
      const complete = new Promise<string>((resolve) =>
        cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? '')),
      );
      await cdp.send('Tracing.end');
      const handle = await complete;
      let text = '';
      for (;;) {
        const chunk = await cdp.send('IO.read', { handle });
        text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
        if (chunk.eof) break;
      }
      await cdp.send('IO.close', { handle });
      writeFileSync(file, text);
      await cdp.detach();
    },
  };
}
