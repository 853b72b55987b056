/** The recent items' box while its code and the server's answer arrive: its size kept, so nothing jumps. */
export function RecentItemsPlaceholder() {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-lg sm:p-5" aria-hidden="true">
      <div className="h-7 w-40 rounded bg-slate-100" />
      <ul className="mt-3 space-y-2">
        {[0, 1, 2].map((row) => (
          <li key={row} className="h-16 animate-pulse rounded-lg bg-slate-100" />
        ))}
      </ul>
    </div>
  );
}
