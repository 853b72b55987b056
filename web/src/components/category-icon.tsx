/** Small inline icons for category icon names (no icon font: fewer bytes on mobile data). */
const PATHS: Record<string, string> = {
  smartphone: 'M7 2h10a2 2 0 012 2v16a2 2 0 01-2 2H7a2 2 0 01-2-2V4a2 2 0 012-2zm5 17h.01',
  'file-text': 'M14 2H6a2 2 0 00-2 2v16a2 2 0 002 2h12a2 2 0 002-2V8zM14 2v6h6M8 13h8M8 17h8',
  wallet: 'M3 7h18v12H3zM3 7l3-4h12l3 4M16 13h2',
  briefcase: 'M4 7h16v13H4zM9 7V4h6v3',
  key: 'M15 7a4 4 0 11-3.9 5H3v3h3v3h3v-3h2.1A4 4 0 0115 7z',
  gem: 'M6 3h12l4 6-10 12L2 9z',
  shirt: 'M8 3l4 2 4-2 5 4-3 3v11H6V10L3 7z',
  'paw-print':
    'M12 13c3 0 5 3 5 5s-2 3-5 3-5-1-5-3 2-5 5-5zM6 9a2 2 0 100-4 2 2 0 000 4zm12 0a2 2 0 100-4 2 2 0 000 4zM9 6a2 2 0 100-4 2 2 0 000 4zm6 0a2 2 0 100-4 2 2 0 000 4z',
  package: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
};

export function CategoryIcon({ name, className = 'h-6 w-6' }: { name: string; className?: string }) {
  const d = PATHS[name] ?? PATHS.package;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
