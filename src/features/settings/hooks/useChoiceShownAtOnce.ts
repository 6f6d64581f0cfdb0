import { useRef, useState } from 'react';

/**
 * A setting's control shows the person's choice at once, while the action
 * that records it runs; once that action is done (recorded, or refused and
 * said so) the control shows what is recorded again. A later choice made
 * meanwhile stays shown until its own action is done.
 */
export function useChoiceShownAtOnce<T>(recorded: T) {
  const [chosen, setChosen] = useState<{ value: T } | undefined>();
  const latest = useRef(0);
  const choose = async (value: T, record: () => Promise<unknown>) => {
    const turn = ++latest.current;
    setChosen({ value });
    try {
      await record();
    } finally {
      if (turn === latest.current) setChosen(undefined);
    }
  };
  return [chosen ? chosen.value : recorded, choose] as const;
}
