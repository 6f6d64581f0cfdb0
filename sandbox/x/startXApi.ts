import { serveApp, type ServedApp } from '../serveApp';
import { createXApi } from './xApi';
import { XState } from './xState';

export const X_DEMO_USERNAME = 'polycast_demo';

/** The X stand-in with the demo person and a few others. */
export async function startXApi(): Promise<ServedApp> {
  const state = new XState();
  state.addUser({ username: X_DEMO_USERNAME, name: 'Polly Cast', verified: false });
  state.addUser({ username: 'ada_onchain', name: 'Ada', verified: true });
  state.addUser({ username: 'satoshi_fan', name: 'Sam', verified: false });
  return serveApp(createXApi({ demoUsername: X_DEMO_USERNAME, state }).app);
}
