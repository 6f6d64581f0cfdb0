import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is in view now (or within `rootMargin` of it), as an
 * IntersectionObserver sees it: what reads on at a list's end, or reads a
 * post's counts only once the post is on screen. False where the browser has
 * no IntersectionObserver.
 */
export function useInView(
  target: RefObject<Element | null>,
  options: { rootMargin?: string; enabled?: boolean } = {},
): boolean {
  const { rootMargin, enabled = true } = options;
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
      rootMargin ? { rootMargin } : undefined,
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [target, rootMargin, enabled]);
  return inView;
}
