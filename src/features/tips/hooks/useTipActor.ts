import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { createActor, type ActorRefFrom, type InputFrom } from 'xstate';
import { tipMachine } from '../machines/tipMachine';

type TipActor = ActorRefFrom<typeof tipMachine>;

/**
 * The modal's tip: a tip machine started on Send, followed while the modal
 * is open and stopped with it (the log keeps the tip; resumeOpenTips settles
 * one a closed page left open). `state` is undefined until Send.
 */
export function useTipActor() {
  const [actor, setActor] = useState<TipActor>();
  const state = useSelector(actor, (snapshot) => snapshot);
  useEffect(() => () => actor?.stop(), [actor]);
  const start = useCallback((input: InputFrom<typeof tipMachine>) => {
    const next = createActor(tipMachine, { input });
    setActor(next);
    next.start();
  }, []);
  const retry = useCallback(() => actor?.send({ type: 'RETRY' }), [actor]);
  return { state, start, retry };
}
