/**
 * The little of observables the log needs (its live events, projections'
 * states), without a library on the first screen: a stream calls its
 * subscribers in order, stops calling one that unsubscribed, and reports a
 * failure once, after which it calls no one.
 */
export interface Subscription {
  unsubscribe(): void;
  readonly closed: boolean;
}

export interface Observer<T> {
  next?: (value: T) => void;
  error?: (error: unknown) => void;
}

export interface Stream<T> {
  subscribe(observer: Observer<T> | ((value: T) => void)): Subscription;
}

/** What a stream's producer is handed: where values and a failure go, and whether anyone still listens. */
export interface Sink<T> {
  next(value: T): void;
  error(error: unknown): void;
  readonly closed: boolean;
}

const asObserver = <T>(observer: Observer<T> | ((value: T) => void)): Observer<T> =>
  typeof observer === 'function' ? { next: observer } : observer;

/**
 * A cold stream: `produce` runs for each subscriber, and the cleanup it
 * answers runs when that subscriber leaves or after a failure.
 */
export function createStream<T>(produce: (sink: Sink<T>) => (() => void) | void): Stream<T> {
  return {
    subscribe(observer) {
      const target = asObserver(observer);
      let closed = false;
      let cleanup: (() => void) | void = undefined;
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup?.();
      };
      const sink: Sink<T> = {
        next: (value) => {
          if (!closed) target.next?.(value);
        },
        error: (error) => {
          if (closed) return;
          close();
          target.error?.(error);
        },
        get closed() {
          return closed;
        },
      };
      cleanup = produce(sink);
      if (closed) cleanup?.();
      return {
        unsubscribe: close,
        get closed() {
          return closed;
        },
      };
    },
  };
}

/** A hot stream that passes each value to whoever listens now; `complete` lets everyone go. */
export function createSubject<T>(): Stream<T> & { next(value: T): void; complete(): void } {
  const sinks = new Set<Sink<T>>();
  const stream = createStream<T>((sink) => {
    sinks.add(sink);
    return () => sinks.delete(sink);
  });
  return {
    subscribe: stream.subscribe,
    next: (value) => [...sinks].forEach((sink) => sink.next(value)),
    complete: () => sinks.clear(),
  };
}

/** A value that changes: a new subscriber hears the current one at once, then each change. */
export function createValue<T>(initial: T): Stream<T> & {
  next(value: T): void;
  getValue(): T;
  complete(): void;
} {
  let current = initial;
  const changes = createSubject<T>();
  return {
    subscribe(observer) {
      const target = asObserver(observer);
      const subscription = changes.subscribe(target);
      target.next?.(current);
      return subscription;
    },
    next(value) {
      current = value;
      changes.next(value);
    },
    getValue: () => current,
    complete: changes.complete,
  };
}

/**
 * The first value `pick` finds in the stream (defined), as a promise;
 * rejected when the stream fails or `signal` aborts first.
 */
export function firstFound<T, R>(
  stream: Stream<T>,
  pick: (value: T) => R | undefined,
  signal?: AbortSignal,
): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      subscription.unsubscribe();
      reject(signal?.reason);
    };
    const subscription: Subscription = stream.subscribe({
      next: (value) => {
        const found = pick(value);
        if (found === undefined) return;
        signal?.removeEventListener('abort', onAbort);
        queueMicrotask(() => subscription.unsubscribe());
        resolve(found);
      },
      error: (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
