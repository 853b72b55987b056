/**
 * One frame for every admin list screen (docs/architecture.md, "Pages"): its filters, then a
 * spinner until the first answer, a translated error with a retry when it failed and nothing is
 * kept, a translated empty state, or the rows. Shared UI, used by admin and payments, so it holds
 * no words: each feature passes its own translated strings.
 */
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Spinner } from './ui/spinner';

/** What the frame reads from a TanStack query (plain or infinite). */
export interface ListQuery {
  data?: unknown;
  isError: boolean;
  refetch: () => unknown;
}

export interface ListTexts {
  /** Shown under the spinner; without it the spinner has no visible words. */
  loading?: string;
  loadFailed: string;
  retry: string;
  empty: string;
  emptyHint?: string;
}

export interface ListScaffoldProps {
  query: ListQuery;
  texts: ListTexts;
  /** True when the answer has no rows; read only once there is an answer. */
  isEmpty?: boolean;
  filters?: ReactNode;
  /** Above the rows once loaded, also when there are none (counts, totals). */
  summary?: ReactNode;
  /** Below the rows once loaded (Load more, page links). */
  footer?: ReactNode;
  /** The rows; called only once there is an answer, so it may read the data freely. */
  children: () => ReactNode;
  className?: string;
  bodyClassName?: string;
}

export function ListScaffold({ query, texts, isEmpty = false, filters, summary, footer, children, className = 'space-y-4', bodyClassName }: ListScaffoldProps) {
  const loaded = query.data !== undefined;
  let body: ReactNode;
  // A failed refetch keeps the last answer on screen; the error shows only when there is none.
  if (query.isError && !loaded) body = <ListError message={texts.loadFailed} retry={texts.retry} onRetry={() => query.refetch()} />;
  else if (!loaded) body = <Spinner label={texts.loading} />;
  else
    body = (
      <>
        {summary}
        {isEmpty ? <ListEmpty title={texts.empty} hint={texts.emptyHint} /> : children()}
        {footer}
      </>
    );
  return (
    <div className={className}>
      {filters}
      <div className={bodyClassName}>{body}</div>
    </div>
  );
}

export function ListError({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="px-6 py-10 text-center">
      <p className="text-slate-700">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {retry}
      </Button>
    </Card>
  );
}

/** `compact` for one tab of a tabbed list, where the whole list is not empty. */
export function ListEmpty({ title, hint, compact = false }: { title: string; hint?: string; compact?: boolean }) {
  if (compact) return <Card className="p-6 text-center text-sm text-slate-600">{title}</Card>;
  return (
    <Card className="px-6 py-12 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {hint && <p className="mt-2 text-sm text-slate-600">{hint}</p>}
    </Card>
  );
}
