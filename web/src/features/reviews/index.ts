/**
 * The reviews feature. Components load lazily on first render (their code, Radix and strings
 * stay out of the landing page), so importing this file costs almost nothing.
 */
import { createElement, lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';

const LazyLeaveReviewCard = lazy(() => import('./components/leave-review-card'));
const LazyReviewDialog = lazy(() => import('./components/review-dialog'));
const LazyUserReviewsPanel = lazy(() => import('./components/user-reviews-panel'));
const LazyItemReviewsTab = lazy(() => import('./components/item-reviews-tab'));

const placeholder = createElement('div', { className: 'h-24 animate-pulse rounded-xl bg-slate-100' });

function suspended<P extends object>(Component: ComponentType<P>, fallback: ReactNode = placeholder) {
  return function Suspended(props: P) {
    return createElement(Suspense, { fallback }, createElement(Component, props));
  };
}

/** Props: itemId, revieweeId, revieweeName?, type ('finder' when the claimer reviews the finder). */
export const LeaveReviewCard = suspended<ComponentProps<typeof LazyLeaveReviewCard>>(LazyLeaveReviewCard);
/** Props: open, onOpenChange, itemId, revieweeId, type, onSubmitted?. */
export const ReviewDialog = suspended<ComponentProps<typeof LazyReviewDialog>>(LazyReviewDialog, null);
/** Props: userId. The rating summary and the 5 most recent reviews. */
export const UserReviewsPanel = suspended<ComponentProps<typeof LazyUserReviewsPanel>>(LazyUserReviewsPanel);
/** Props: finderId. The item page's Reviews tab. */
export const ItemReviewsTab = suspended<ComponentProps<typeof LazyItemReviewsTab>>(LazyItemReviewsTab);
