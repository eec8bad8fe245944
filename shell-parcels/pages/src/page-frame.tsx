import type { ReactNode } from 'react';

export interface PageFrameProps {
  readonly title: string;
  readonly children?: ReactNode;
  /** Marks the page for tests and styles: `not-found`, `blocking-suspension`, ... */
  readonly kind: string;
}

/** The frame every shell page shares: one heading, then its text and actions. */
export function PageFrame({ title, children, kind }: PageFrameProps) {
  return (
    <section className="bs-page" data-page={kind}>
      <h1 className="bs-page__title">{title}</h1>
      {children}
    </section>
  );
}
