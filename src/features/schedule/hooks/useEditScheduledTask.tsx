import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ProductSession } from '@/runtime/productSession';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { requestScheduleEdit } from '../runtime/scheduledRuntime';
import type { SourceResult } from '@/domain/result';
import { passwordApi, type PasswordStatus } from '@/sources/product/passwordApi';
import { ScheduleTimeModal } from '../screens/ScheduleTimeModal';
import { PasswordDialog } from '../screens/PasswordDialog';

/** A verification this close to running out asks again (the edit may wait in the outbox). */
const VERIFIED_MARGIN_MS = 60_000;

/** Until when (this device's clock) an account's session here is verified, as the server last said. */
const verifiedKey = (accountId: string) => ['password', 'verifiedUntil', accountId] as const;

/** The server refused an edit for want of a verification: the next edit asks for the password. */
export function forgetVerification(queries: QueryClient): void {
  queries.removeQueries({ queryKey: ['password', 'verifiedUntil'] });
}

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; mode: 'set' | 'verify'; taskUUID: string; at: number }
  | { kind: 'time'; taskUUID: string; at: number };

/**
 * composer.md §4.9, §5.6: editing a Pending task's time. First the password:
 * verified within the last 30 minutes, or verified now, or set now if the
 * account has none; then the schedule time modal in update mode; saving
 * logs the new time as an intent (the outbox sends it, now or once online).
 */
export function useEditScheduledTask(
  runtime: AppRuntime | undefined,
  session: ProductSession | null | undefined,
): { edit: (taskUUID: string, at: number) => Promise<string | undefined>; dialog: ReactNode } {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const queries = useQueryClient();
  const close = () => setStep({ kind: 'idle' });
  const options =
    runtime && session ? { apiBase: runtime.apiBase, token: session.token } : undefined;

  /** Until when (this device's clock) the server counts this session verified. */
  const remember = (answer: SourceResult<PasswordStatus>): number => {
    if (!answer.ok || !session) return 0;
    const until = Date.now() + answer.value.verifiedForMs;
    // The tab's alone, never kept on the device: after a reload the server is asked again
    // (its clock, not this device's, says when 30 minutes are up).
    queries.setQueryDefaults(['password'], { meta: { persist: false } });
    queries.setQueryData(verifiedKey(session.accountId), until);
    return until;
  };

  /** Starts editing; answers why it cannot (no session, Polycast unreachable). */
  const edit = async (taskUUID: string, at: number): Promise<string | undefined> => {
    if (!options || !session) return 'Sign in to Polycast first.';
    const until = queries.getQueryData<number>(verifiedKey(session.accountId)) ?? 0;
    if (until > Date.now() + VERIFIED_MARGIN_MS) {
      setStep({ kind: 'time', taskUUID, at });
      return undefined;
    }
    const answer = await passwordApi.status(options);
    if (!answer.ok) return answer.error.message;
    if (remember(answer) > Date.now() + VERIFIED_MARGIN_MS) setStep({ kind: 'time', taskUUID, at });
    else setStep({ kind: 'password', mode: answer.value.isSet ? 'verify' : 'set', taskUUID, at });
    return undefined;
  };

  let dialog: ReactNode = null;
  if (step.kind === 'password' && options) {
    dialog = (
      <PasswordDialog
        mode={step.mode}
        onClose={close}
        onSubmit={async (password) => {
          const answer =
            step.mode === 'set'
              ? await passwordApi.set(options, password)
              : await passwordApi.verify(options, password);
          if (!answer.ok) return answer.error.message;
          remember(answer);
          setStep({ kind: 'time', taskUUID: step.taskUUID, at: step.at });
          return undefined;
        }}
      />
    );
  } else if (step.kind === 'time' && runtime && session) {
    dialog = (
      <ScheduleTimeModal
        action="update"
        initialTime={step.at}
        onClose={close}
        onSave={async (publishTime) => {
          await requestScheduleEdit(runtime, {
            kind: 'update',
            productAccountId: session.accountId,
            taskUUID: step.taskUUID,
            publishTime,
          });
          close();
        }}
      />
    );
  }
  return { edit, dialog };
}
