import type { AppRuntime } from '@/runtime/openAppRuntime';
import { createReadsResolver, type ReadsResolver } from '../runtime/readsResolver';

const resolvers = new WeakMap<AppRuntime, ReadsResolver>();

/** The page's reads resolver (one per runtime, so each account's session is resumed once). */
export function readsResolverFor(runtime: AppRuntime): ReadsResolver {
  let resolver = resolvers.get(runtime);
  if (!resolver) {
    resolver = createReadsResolver(runtime);
    resolvers.set(runtime, resolver);
  }
  return resolver;
}
