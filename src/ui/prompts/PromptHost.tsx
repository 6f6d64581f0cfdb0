import { Fragment, useSyncExternalStore } from 'react';
import { prompts } from './promptStore';

/** Where the shell shows the prompts code outside React asks (one at a time). */
export function PromptHost() {
  const prompt = useSyncExternalStore(prompts.subscribe, prompts.current);
  return prompt ? <Fragment key={prompt.id}>{prompt.element}</Fragment> : null;
}
