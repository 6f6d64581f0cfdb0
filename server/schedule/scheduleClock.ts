import { Hono } from 'hono';
import { z } from 'zod';

/** The schedule's clock: wall time plus an offset the sandbox may move forward. */
export interface ScheduleClock {
  now(): number;
  /** Moves the clock forward (sandbox and tests only). */
  advance(ms: number): void;
  /** Called after each move (the dispatcher looks for due tasks at once). */
  onAdvance(listener: () => void): void;
}

export function createScheduleClock(wallNow: () => number = Date.now): ScheduleClock {
  let offset = 0;
  const listeners: (() => void)[] = [];
  return {
    now: () => wallNow() + offset,
    advance(ms) {
      offset += ms;
      listeners.forEach((listener) => listener());
    },
    onAdvance(listener) {
      listeners.push(listener);
    },
  };
}

const advanceSchema = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(30 * 86_400_000),
});

/**
 * Sandbox only: `GET /api/sandbox/clock` answers the schedule's time;
 * `POST` with `{advanceMs}` moves it forward, so a test sees a post
 * scheduled for later go out now. Never mounted outside sandbox mode.
 */
export function createSandboxClockRoutes(clock: ScheduleClock) {
  const routes = new Hono();
  routes.get('/', (c) => c.json({ now: clock.now() }));
  routes.post('/', async (c) => {
    const body = advanceSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success)
      return c.json({ error: 'advanceMs: a whole number of ms, up to 30 days' }, 400);
    clock.advance(body.data.advanceMs);
    return c.json({ now: clock.now() });
  });
  return routes;
}
