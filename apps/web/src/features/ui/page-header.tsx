import type { ReactNode } from 'react';

/** The header of a feature page (VIP club, tournaments, cashback): a small badge, the page's h1 and an intro. */
export function PageHeader({ badge, title, intro }: { badge: ReactNode; title: ReactNode; intro: ReactNode }) {
  return (
    <header className="flex flex-col gap-3">
      <span className="badge w-fit border border-line-strong bg-surface/60 px-3 py-1 text-muted">{badge}</span>
      <h1 className="font-display text-3xl font-extrabold tracking-tight md:text-5xl" data-testid="page-title">
        {title}
      </h1>
      <p className="max-w-2xl text-lg text-muted">{intro}</p>
    </header>
  );
}

/** A page's data could not be loaded: what went wrong and a retry button. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  testId,
}: {
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  testId: string;
}) {
  return (
    <div role="alert" className="card p-4 text-sm" data-testid={testId}>
      {message}{' '}
      <button type="button" className="text-link" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
