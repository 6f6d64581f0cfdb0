import { useEffect, type ReactNode } from 'react';

/** A screen's title (the page's h1 and document title) and body. */
export function ScreenFrame({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Polycast`;
  }, [title]);
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      {children}
    </section>
  );
}
