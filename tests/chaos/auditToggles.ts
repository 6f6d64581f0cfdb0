import {
  POST_TOGGLES,
  toggleKeyOf,
  type ToggleAddress,
  type ToggleKind,
} from '../../src/domain/actions/toggleIntent';
import { recordKey, type ToggleRecords } from './readToggles';

/** A switch event as the chaos lab reads it out of the log. */
export interface ToggleLogEvent {
  seq: number;
  type: string;
  /** The switch's key (toggleKeyOf). */
  key: string;
  payload: Record<string, unknown>;
}

export interface ToggleAudit {
  presses: number;
  switches: number;
  /** Calls sent (ToggleAttempted), and how each ended. */
  calls: number;
  confirmed: number;
  failedRetried: number;
  answersLost: number;
  /** Calls with no outcome in the log: their executor was killed mid-call. */
  cutShort: number;
  /** Switches the log leaves neither confirmed as the last press nor refused with a reason. */
  unsettled: string[];
  /** Switches the network refused (the reader is told why): key and reason. */
  refused: string[];
  /**
   * Switches whose network state is not the reader's last press (or, for one
   * refused, the state it went back to and shows).
   */
  wrongState: string[];
  /** Switches with more than one record on their network (a second like, follow…). */
  duplicated: string[];
}

const OUTCOMES = new Set(['ToggleConfirmed', 'ToggleFailed', 'ToggleOutcomeUnknown']);

/**
 * Checks the switches end to end. The log: after the reader's last press of
 * each switch, the network's state it last confirmed is that press, with no
 * call left open (settled), or its last outcome is a refusal with a reason.
 * The networks: each switch's records there (readToggles) are 1 when the
 * last press was on and 0 when off (a refused switch: as it went back to);
 * never 2.
 */
export function auditToggles(
  events: readonly ToggleLogEvent[],
  switches: readonly { address: ToggleAddress<ToggleKind>; on: boolean }[],
  records: ToggleRecords,
): ToggleAudit {
  const byKey = new Map<string, ToggleLogEvent[]>();
  for (const event of events) byKey.set(event.key, [...(byKey.get(event.key) ?? []), event]);
  const audit: ToggleAudit = {
    presses: 0,
    switches: switches.length,
    calls: 0,
    confirmed: 0,
    failedRetried: 0,
    answersLost: 0,
    cutShort: 0,
    unsettled: [],
    refused: [],
    wrongState: [],
    duplicated: [],
  };
  for (const { address, on } of switches) {
    const key = toggleKeyOf(address);
    const list = byKey.get(key) ?? [];
    let confirmed: boolean | undefined;
    let lastPress: boolean | undefined;
    let openCall = false;
    let refusal: string | undefined;
    list.forEach((event, index) => {
      const payload = event.payload;
      switch (event.type) {
        case 'ToggleRequested':
          audit.presses += 1;
          confirmed ??= payload.shown === true;
          lastPress = payload.on === true;
          refusal = undefined;
          break;
        case 'ToggleAttempted': {
          audit.calls += 1;
          openCall = true;
          const next = list.slice(index + 1).find((e) => e.type !== 'ToggleRequested');
          if (!next || !OUTCOMES.has(next.type)) audit.cutShort += 1;
          break;
        }
        case 'ToggleConfirmed':
          audit.confirmed += 1;
          confirmed = payload.on === true;
          openCall = false;
          break;
        case 'ToggleOutcomeUnknown':
          audit.answersLost += 1;
          openCall = false;
          break;
        case 'ToggleFailed':
          openCall = false;
          if (payload.retryable === true) audit.failedRetried += 1;
          else if (payload.on === lastPress) refusal = String(payload.reason ?? '');
          break;
      }
    });
    const label = `${key} (last press ${on ? 'on' : 'off'})`;
    if (lastPress !== on) audit.unsettled.push(`${label}: the log's last press is ${lastPress}`);
    else if (refusal !== undefined) {
      if (refusal) audit.refused.push(`${label}: ${refusal}`);
      else audit.unsettled.push(`${label}: refused without a reason`);
    } else if (openCall || confirmed !== on)
      audit.unsettled.push(`${label}: confirmed ${confirmed}, a call open: ${openCall}`);

    // A refused switch went back to the network's last confirmed state, and the reader was told:
    // the network must hold that (a call whose answer was lost must not have left it otherwise).
    const expected = refusal ? confirmed === true : on;
    const held = records[address.source].get(recordKey(address.kind, normalTarget(address))) ?? 0;
    if (held > 1) audit.duplicated.push(`${label}: ${held} records`);
    if (held > 0 !== expected)
      audit.wrongState.push(
        `${label}${refusal ? ', refused' : ''}: the network holds ${held}, the reader sees ${expected ? 'on' : 'off'}; ${historyOf(list)}`,
      );
  }
  return audit;
}

/** Lens accounts' addresses are read back in lower case; every other id as the network gave it. */
const normalTarget = (address: ToggleAddress<ToggleKind>) =>
  address.source === 'Lens' && !POST_TOGGLES.has(address.kind)
    ? address.target.toLowerCase()
    : address.target;

/** A switch's events in short, for a failure's message: what was pressed, sent and answered. */
const historyOf = (list: readonly ToggleLogEvent[]) =>
  list
    .map((e) => {
      const p = e.payload;
      const by = typeof p.executor === 'string' ? `@${p.executor.slice(-4)}` : '';
      const why = e.type === 'ToggleFailed' ? `[${String(p.kind)}]` : '';
      return `${e.type.replace('Toggle', '')}(${String(p.on)})${by}${why}`;
    })
    .join(' → ');
