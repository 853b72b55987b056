/**
 * Our notice that a message lost an M-Pesa destination or a document number (docs/decisions/0282),
 * set apart from the sender's words by a rule and a shield, so neither side reads it as something
 * the other typed.
 */
import type { ReactNode } from 'react';

const shield = (
  <svg viewBox="0 0 20 20" className="mt-0.5 h-3.5 w-3.5 shrink-0" fill="currentColor" aria-hidden="true">
    <path
      fillRule="evenodd"
      d="M10 1.5l7 2.6v5.2c0 4.3-2.9 7.7-7 9.2-4.1-1.5-7-4.9-7-9.2V4.1zm3.6 6.2a.8.8 0 00-1.2-1l-3.3 4-1.6-1.6a.8.8 0 10-1.1 1.1l2.2 2.2a.8.8 0 001.2-.1z"
      clipRule="evenodd"
    />
  </svg>
);

/** `tone`: 'mine' on the sender's dark bubble, 'theirs' on the light one, 'draft' in the composer's box. */
export function RemovalNote({ tone, children }: { tone: 'mine' | 'theirs' | 'draft'; children: ReactNode }) {
  const look = {
    mine: 'mt-2 border-t border-white/30 pt-1.5 text-xs font-medium text-white',
    theirs: 'mt-2 border-t border-amber-300 pt-1.5 text-xs font-medium text-amber-900',
    draft: 'text-sm text-amber-950',
  }[tone];
  return (
    <p role="note" className={`flex gap-1.5 ${look}`}>
      {shield}
      <span>{children}</span>
    </p>
  );
}
