import type { ReactNode } from 'react';

const tones = {
  brand: 'bg-brand-50 text-brand-800',
  green: 'bg-green-50 text-green-800',
  blue: 'bg-blue-50 text-blue-800',
  amber: 'bg-amber-50 text-amber-900',
  slate: 'bg-slate-100 text-slate-800',
} as const;

/** One figure of a dashboard; '…' while it loads. */
export function StatCard({
  label,
  value,
  tone = 'slate',
  hint,
  className = '',
}: {
  label: string;
  value: ReactNode;
  tone?: keyof typeof tones;
  hint?: string;
  className?: string;
}) {
  return (
    <div className={`flex min-w-0 flex-col justify-between rounded-xl p-4 ${tones[tone]} ${className}`}>
      {/* Sentence case at every width: upper-case Kiswahili ("MADAI YANAYOSUBIRI") did not fit a
          phone's half-width card and was split mid-word; words now wrap whole (issue 19). */}
      <dt className="text-sm font-medium leading-snug [hyphens:manual] [overflow-wrap:normal]">{label}</dt>
      <dd className="mt-1">
        <span className="block break-words text-2xl font-extrabold sm:text-3xl">{value}</span>
        {hint && <span className="mt-1 block text-xs">{hint}</span>}
      </dd>
    </div>
  );
}

export function StatGrid({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <dl className={`grid grid-cols-2 gap-3 ${className}`}>{children}</dl>;
}
