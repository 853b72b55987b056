/**
 * Item moderation outside the admin area: the Hide/Show and Delete controls admins see on the
 * compact search list. Loads lazily on first render, so only admins ever download it.
 */
import { createElement, lazy, Suspense, type ComponentProps } from 'react';

const LazyItemModerationActions = lazy(() => import('./components/item-moderation-actions'));

/** Props: item ({id, title, isHidden}), onChanged. */
export function ItemModerationActions(props: ComponentProps<typeof LazyItemModerationActions>) {
  return createElement(Suspense, { fallback: createElement('span', { className: 'block h-9' }) }, createElement(LazyItemModerationActions, props));
}
