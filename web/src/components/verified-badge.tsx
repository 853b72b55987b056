/**
 * "Verified by Okota" beside an organisation's name (issue 28): wherever its items appear, the
 * same tick. Shared by the features that show organisations, so it holds no words: the caller
 * passes its own translated label.
 */
export function VerifiedBadge({ label, compact = false, className = '' }: { label: string; compact?: boolean; className?: string }) {
  const tick = (
    <svg viewBox="0 0 20 20" className={compact ? 'h-4 w-4' : 'h-3.5 w-3.5'} fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M10 1.5l2.1 1.6 2.6-.2.9 2.5 2.3 1.3-.6 2.6.9 2.5-2.1 1.6-.5 2.6-2.6.2L10 18.5l-2.1-1.6-2.6.2-.9-2.5-2.3-1.3.6-2.6-.9-2.5 2.1-1.6.5-2.6 2.6-.2zm3.7 6.2a.8.8 0 00-1.2-1l-3.4 4.1-1.6-1.6a.8.8 0 10-1.1 1.1l2.2 2.2a.8.8 0 001.2-.1z"
        clipRule="evenodd"
      />
    </svg>
  );
  // Compact: the tick alone (a search result's line), named for screen readers and on hover.
  if (compact) {
    return (
      <span role="img" aria-label={label} title={label} className={`inline-flex shrink-0 text-blue-700 ${className}`}>
        {tick}
      </span>
    );
  }
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-800 ${className}`}>
      {tick}
      {label}
    </span>
  );
}
