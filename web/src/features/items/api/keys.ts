import type { ItemSearch } from './types';

export const itemKeys = {
  all: ['items'] as const,
  search: (search: ItemSearch) => ['items', 'search', search] as const,
  detail: (id: number) => ['items', 'detail', id] as const,
  mine: ['items', 'mine'] as const,
};
