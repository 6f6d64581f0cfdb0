import type { ReactNode } from 'react';

/** A question on screen, already bound to its answer. */
interface Prompt {
  id: number;
  element: ReactNode;
}

/**
 * The questions code outside React asks the person (an "Allow scheduled
 * posting?" from the middle of sending): queued, shown one at a time by the
 * shell's PromptHost, each answered once.
 */
export function createPromptStore() {
  let queue: readonly Prompt[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly Prompt[]) => {
    queue = next;
    listeners.forEach((listener) => listener());
  };
  return {
    /** Shows a prompt after those already waiting; resolves with its answer. */
    ask<T>(render: (answer: (value: T) => void) => ReactNode): Promise<T> {
      return new Promise<T>((resolve) => {
        const id = nextId++;
        let answered = false;
        const answer = (value: T) => {
          if (answered) return;
          answered = true;
          set(queue.filter((prompt) => prompt.id !== id));
          resolve(value);
        };
        set([...queue, { id, element: render(answer) }]);
      });
    },
    /** The prompt to show now, if any. */
    current: (): Prompt | undefined => queue[0],
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const prompts = createPromptStore();
