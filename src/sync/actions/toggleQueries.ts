import type { ToggleJob, TogglesState } from './togglesProjection';

/** A switch whose network is not yet as the reader left it, and that will be sent by itself. */
const open = (toggle: ToggleJob) => toggle.status === 'waiting' || toggle.status === 'attempting';

/**
 * Switches to send now, oldest press first. A call that was in flight when
 * its executor stopped is due at once (the adapters' calls are idempotent by
 * state, so sending it again is safe). When the connection has just come
 * back, those that failed for want of it are due whatever their backoff said.
 */
export function dueToggles(
  state: TogglesState,
  now: number,
  options: { networkFailuresNow?: boolean } = {},
): ToggleJob[] {
  const due = (toggle: ToggleJob) =>
    toggle.retryAt <= now ||
    (!!options.networkFailuresNow &&
      (toggle.lastError?.kind === 'network' || toggle.lastError?.kind === 'unknown_outcome'));
  return Object.values(state.toggles)
    .filter((toggle) => open(toggle) && due(toggle))
    .sort((a, b) => a.pressedAt - b.pressedAt || a.key.localeCompare(b.key));
}

/** When the next switch becomes due (undefined: none waits). */
export function nextToggleWakeAt(state: TogglesState): number | undefined {
  let next: number | undefined;
  for (const toggle of Object.values(state.toggles)) {
    if (open(toggle) && (next === undefined || toggle.retryAt < next)) next = toggle.retryAt;
  }
  return next;
}

/** Switches still to send (the outbox runs while any is). */
export function openToggleCount(state: TogglesState): number {
  return Object.values(state.toggles).filter(open).length;
}
