import { describe, expect, it, vi } from 'vitest';
import { createModalLayer } from './modalLayer';

// Stand-ins for the hosts inside dialogs: the layer only keeps and compares them.
const host = (name: string) => ({ name }) as unknown as HTMLElement;

describe('modalLayer', () => {
  it('answers the last modal opened, and the one under it once that closes', () => {
    const layer = createModalLayer();
    const composer = host('composer');
    const ask = host('close dialog');
    expect(layer.top()).toBeNull();
    layer.opened(composer);
    layer.opened(ask);
    expect(layer.top()).toBe(ask);
    layer.closed(ask);
    expect(layer.top()).toBe(composer);
    layer.closed(composer);
    expect(layer.top()).toBeNull();
  });

  it('keeps the order when one under the top closes first, and tells its listeners', () => {
    const layer = createModalLayer();
    const listener = vi.fn();
    const [a, b] = [host('a'), host('b')];
    layer.opened(a);
    layer.opened(b);
    layer.subscribe(listener);
    layer.closed(a);
    expect(layer.top()).toBe(b);
    layer.closed(a);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
