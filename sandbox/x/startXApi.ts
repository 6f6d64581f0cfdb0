import { serveApp, type ServedApp } from '../serveApp';
import { createXApi } from './xApi';

export const X_DEMO_USERNAME = 'polycast_demo';

export interface RunningX extends ServedApp {
  /** The app and its state, for seeding in-process. */
  api: ReturnType<typeof createXApi>;
}

/** The X stand-in, empty until seeded (`seedX`); consent defaults to the demo user. */
export async function startXApi(): Promise<RunningX> {
  const api = createXApi({ demoUsername: X_DEMO_USERNAME });
  return { ...(await serveApp(api.app)), api };
}
