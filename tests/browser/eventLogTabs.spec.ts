import { expect, test } from '@playwright/test';

/** The lab page drives the real log (RxDB, Dexie, IndexedDB) in Chromium. */
test('two tabs appending at once lose nothing and keep one order', async ({ context }) => {
  const name = `tabs${Date.now()}`;
  const [tabA, tabB] = await Promise.all([context.newPage(), context.newPage()]);
  for (const tab of [tabA, tabB]) {
    await tab.goto('/lab/eventlog.html');
    await expect(tab).toHaveTitle(/ready/);
    await tab.evaluate((db) => window.lab.open(db), name);
  }

  await Promise.all([
    tabA.evaluate(() => window.lab.appendMixed(120, 4, 30, 'A')),
    tabB.evaluate(() => window.lab.appendMixed(120, 4, 30, 'B')),
  ]);

  const events = await tabB.evaluate(() => window.lab.readAll());
  expect(events.map(([seq]) => seq)).toEqual(Array.from({ length: 480 }, (_, i) => i + 1));

  // Each writer's events keep the order it wrote them in.
  for (const writer of ['As', 'Ab', 'Bs', 'Bb']) {
    const numbers = events
      .map(([, text]) => String(text))
      .filter((text) => text.startsWith(`${writer}-`))
      .map((text) => Number(text.slice(writer.length + 1)));
    expect(numbers.length).toBeGreaterThan(100);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  }

  // Each batch is contiguous: its 30 events sit next to each other.
  const texts = events.map(([, text]) => String(text));
  for (let batch = 0; batch < 4; batch++) {
    const first = texts.indexOf(`Bb-${batch * 30}`);
    const slice = texts.slice(first, first + 30);
    const expected = Array.from({ length: 30 }, (_, i) =>
      i % 10 === 9 ? slice[i] : `Bb-${batch * 30 + i}`,
    );
    expect(slice).toEqual(expected);
    expect(slice.filter((t) => t === 'dark' || t === 'light')).toHaveLength(3);
  }
});

test('the log survives a reload and a crashed tab', async ({ context }) => {
  const name = `reload${Date.now()}`;
  const page = await context.newPage();
  await page.goto('/lab/eventlog.html');
  await page.evaluate((db) => window.lab.open(db), name);
  await page.evaluate(() => window.lab.appendBatches(2, 25, 'r'));
  // Crash mid-write: close the page while a batch is in flight.
  void page.evaluate(() => window.lab.appendBatches(5, 200, 'c')).catch(() => undefined);
  await page.close();

  const again = await context.newPage();
  await again.goto('/lab/eventlog.html');
  await again.evaluate((db) => window.lab.open(db), name);
  const events = await again.evaluate(() => window.lab.readAll());
  const seqs = events.map(([seq]) => seq);
  expect(seqs.length).toBeGreaterThanOrEqual(50);
  // Whatever landed is whole batches, gap-free.
  expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  expect((seqs.length - 50) % 200).toBe(0);
});
