/**
 * The four category shortcuts of the Search Tips tab (the spec's), named as the post form, search
 * and USSD name them: the seeded English name through @okota/shared/category-names, never a
 * translation of this tab's own ("Mikoba" here and "Mabegi" on the form was issue 25).
 */
import { categoryDisplayName } from '@okota/shared/category-names';

const SHORTCUTS = [
  { key: 'electronics', name: 'Electronics', icon: 'smartphone' },
  { key: 'bags', name: 'Bags', icon: 'briefcase' },
  { key: 'jewelry', name: 'Jewelry', icon: 'gem' },
  { key: 'documents', name: 'Documents', icon: 'file-text' },
] as const;

export type SearchTipKey = (typeof SHORTCUTS)[number]['key'];

export function searchTipCategories(language: string) {
  return SHORTCUTS.map(({ key, name, icon }) => ({ key, icon, label: categoryDisplayName(name, language) }));
}
