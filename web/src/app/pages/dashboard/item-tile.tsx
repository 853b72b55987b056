/** A small card for one of the user's own items: photo, title, place, status and an optional ribbon. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { resolveImageUrl } from '@okota/shared';

export function ItemThumb({ src, className = 'h-14 w-14' }: { src: string | null | undefined; className?: string }) {
  if (!src) {
    return (
      <span className={`flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400 ${className}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" className="h-1/2 w-1/2" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M4 16l4-4 4 4 3-3 5 5M4 6h16v12H4z" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    );
  }
  return <img src={resolveImageUrl(src)} alt="" loading="lazy" className={`shrink-0 rounded-lg object-cover ${className}`} />;
}

export function ItemRow({
  href,
  image,
  title,
  subtitle,
  badge,
}: {
  href: string;
  image: string | null | undefined;
  title: string;
  subtitle?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <li>
      <Link href={href} className="flex min-w-0 items-center gap-3 rounded-lg p-2 hover:bg-slate-50">
        <ItemThumb src={image} />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 break-words font-medium text-slate-900">{title}</span>
          {subtitle && <span className="block truncate text-xs text-slate-500">{subtitle}</span>}
        </span>
        {badge && <span className="shrink-0">{badge}</span>}
      </Link>
    </li>
  );
}
