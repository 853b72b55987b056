/** Landing-page count display (docs/product/user-flows.md section 9). Returns null for 'Coming Soon'. */
export function formatLandingCount(count: number): string | null {
  if (count <= 0) return null;
  if (count >= 1000) return `${(Math.floor(count / 100) / 10).toFixed(1)}k`;
  if (count >= 100) return `${Math.floor(count / 10) * 10}+`;
  return `${count}+`;
}

/** Category count on the landing page: null means 'New category'. */
export function formatCategoryCount(count: number): { count: number; plus: boolean } | null {
  if (count <= 0) return null;
  if (count >= 100) return { count: Math.floor(count / 10) * 10, plus: true };
  return { count, plus: false };
}

/** Claimed items divided by total, rounded (section 9). */
export function successRate(claimed: number, total: number): number {
  return total === 0 ? 0 : Math.round((claimed / total) * 100);
}

/** Image URLs starting with https:// or /uploads/ are used as is; others live under /uploads/items/. */
export function resolveImageUrl(name: string): string {
  if (name.startsWith('https://') || name.startsWith('/uploads/')) return name;
  return `/uploads/items/${name}`;
}
