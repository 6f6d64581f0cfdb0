import { describe, expect, it } from 'vitest';
import { createPromptStore } from './promptStore';

describe('prompts asked from outside React', () => {
  it('shows one at a time, in order, and answers each once', async () => {
    const store = createPromptStore();
    const answers: Array<(value: boolean) => void> = [];
    const first = store.ask<boolean>((answer) => {
      answers.push(answer);
      return 'first';
    });
    const second = store.ask<boolean>((answer) => {
      answers.push(answer);
      return 'second';
    });
    expect(store.current()?.element).toBe('first');
    answers[0]?.(true);
    answers[0]?.(false); // a second click changes nothing
    expect(await first).toBe(true);
    expect(store.current()?.element).toBe('second');
    answers[1]?.(false);
    expect(await second).toBe(false);
    expect(store.current()).toBeUndefined();
  });
});
