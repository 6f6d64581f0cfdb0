/**
 * What the actions bench (bench/actionsBench.ts) runs inside the page, as a
 * script string (the bench's Node code cannot be bundled into the page):
 *  - `pick`: tags the next unused "{word} on {network}" button of Home;
 *  - `watch`: times a press of the tagged button, from the click event to
 *    the frame that shows its new state (aria-pressed, the icon's fill, the
 *    count), with a MutationObserver;
 *  - `lastSeq` / `toggleEvents`: the app's own log (IndexedDB `polycast`),
 *    read directly, for the Toggle* events and their times.
 */
export const ACTIONS_PAGE_SCRIPT = `(() => {
  const nameOf = (button) => (button.querySelector('.visually-hidden')?.textContent ?? '').trim();
  const stateOf = (toggle) => {
    const button = toggle.querySelector('button');
    return {
      pressed: button?.getAttribute('aria-pressed'),
      fill: button?.querySelector('svg')?.getAttribute('fill') ?? null,
      count: toggle.querySelector('.post-count')?.textContent?.trim() ?? null,
    };
  };
  let db;
  const open = () =>
    db ??= new Promise((resolve, reject) => {
      const request = indexedDB.open('polycast');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  window.actionBench = {
    /** How many buttons of each name Home holds now that \`phase\` has not pressed. */
    available(phase) {
      const counts = {};
      for (const button of document.querySelectorAll('ol.timeline .post-toggle button')) {
        if (button.dataset['bench' + phase]) continue;
        const name = nameOf(button);
        counts[name] = (counts[name] ?? 0) + 1;
      }
      return counts;
    },
    /**
     * Tags a button called \`name\` that \`phase\` has not pressed (one not
     * pressed yet if there is one); with \`reuse\`, when there is none, the one
     * \`phase\` pressed longest ago (pressing it again switches it back).
     */
    pick(name, phase, reuse) {
      document.querySelector('[data-bench-target]')?.removeAttribute('data-bench-target');
      const key = 'bench' + phase;
      const named = [...document.querySelectorAll('ol.timeline .post-toggle button')].filter(
        (button) => nameOf(button) === name,
      );
      const fresh = named.filter((button) => !button.dataset[key]);
      const button =
        fresh.find((b) => b.getAttribute('aria-pressed') === 'false') ??
        fresh[0] ??
        (reuse ? named.sort((a, b) => Number(a.dataset[key]) - Number(b.dataset[key]))[0] : undefined);
      if (!button) return false;
      window.actionBench.presses = (window.actionBench.presses ?? 0) + 1;
      button.dataset[key] = String(window.actionBench.presses);
      button.dataset.benchTarget = '1';
      return true;
    },
    /**
     * Arms the timing of one press of the tagged button: \`result\` gets the
     * click's time, the time the DOM showed the new state, and the time of
     * the frame after (a requestAnimationFrame, then a message: after paint).
     */
    watch() {
      const button = document.querySelector('[data-bench-target]');
      const toggle = button.closest('.post-toggle');
      const before = stateOf(toggle);
      const run = { before, clickAt: undefined, clickEpoch: undefined, domAt: undefined, paintedAt: undefined };
      window.actionBench.run = run;
      const onClick = (event) => {
        if (!event.target.closest?.('[data-bench-target]')) return;
        run.clickAt = event.timeStamp;
        performance.mark('bench:click', { startTime: event.timeStamp });
        run.clickEpoch = Date.now() - (performance.now() - event.timeStamp);
        document.removeEventListener('click', onClick, true);
      };
      document.addEventListener('click', onClick, true);
      const changed = () => {
        const now = stateOf(toggle);
        return (
          now.pressed !== before.pressed &&
          now.fill !== before.fill &&
          (before.count === null || now.count !== before.count)
        );
      };
      const observer = new MutationObserver(() => {
        if (run.domAt !== undefined || !changed()) return;
        run.domAt = performance.now();
        performance.mark('bench:dom');
        run.after = stateOf(toggle);
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            run.paintedAt = performance.now();
            performance.mark('bench:painted');
          };
          channel.port2.postMessage(null);
        });
      });
      observer.observe(toggle, { subtree: true, attributes: true, childList: true, characterData: true });
    },
    async lastSeq() {
      const database = await open();
      return new Promise((resolve, reject) => {
        const request = database.transaction('events').objectStore('events').openCursor(null, 'prev');
        request.onsuccess = () => resolve(request.result ? request.result.value.seq : 0);
        request.onerror = () => reject(request.error);
      });
    },
    /** The Toggle* events after \`afterSeq\`, oldest first. */
    async toggleEvents(afterSeq) {
      const database = await open();
      return new Promise((resolve, reject) => {
        const found = [];
        const request = database
          .transaction('events')
          .objectStore('events')
          .openCursor(IDBKeyRange.lowerBound(afterSeq, true));
        request.onsuccess = () => {
          const cursor = request.result;
          if (!cursor) return resolve(found);
          const { seq, type, aggregateId, at, payload } = cursor.value;
          if (type.startsWith('Toggle')) found.push({ seq, type, aggregateId, at, payload });
          cursor.continue();
        };
        request.onerror = () => reject(request.error);
      });
    },
  };
})()`;

export interface LoggedToggle {
  seq: number;
  type: string;
  aggregateId: string;
  /** Epoch ms when the event was made. */
  at: number;
  payload: Record<string, unknown>;
}

export interface PressRun {
  before: { pressed: string | null; fill: string | null; count: string | null };
  after?: { pressed: string | null; fill: string | null; count: string | null };
  /** The click event's time (performance.now's clock). */
  clickAt?: number;
  /** The same, as epoch ms (to compare with the log's `at`). */
  clickEpoch?: number;
  /** The MutationObserver saw the new state in the DOM. */
  domAt?: number;
  /** The frame after that state. */
  paintedAt?: number;
}

declare global {
  interface Window {
    actionBench: {
      available(phase: string): Record<string, number>;
      pick(name: string, phase: string, reuse: boolean): boolean;
      presses?: number;
      watch(): void;
      run?: PressRun;
      lastSeq(): Promise<number>;
      toggleEvents(afterSeq: number): Promise<LoggedToggle[]>;
    };
  }
}
