/**
 * The messages feature: the item page's conversation between the finder and the paying
 * claimer. Components load lazily on first render, so importing this file costs almost nothing.
 */
import { createElement, lazy, Suspense, type ComponentProps } from 'react';

const LazyMessagesPanel = lazy(() => import('./components/messages-panel'));
const LazyMessagingLocked = lazy(() => import('./components/messaging-locked'));

const placeholder = () => createElement('div', { className: 'h-16 animate-pulse rounded-xl bg-slate-100' });

/** Props: itemId, otherPartyName?. Shows MessagingLocked by itself to anyone but the two parties. */
export function MessagesPanel(props: ComponentProps<typeof LazyMessagesPanel>) {
  return createElement(Suspense, { fallback: placeholder() }, createElement(LazyMessagesPanel, props));
}

/** 'Messaging is only available after payment completion.' */
export function MessagingLocked() {
  return createElement(Suspense, { fallback: placeholder() }, createElement(LazyMessagingLocked));
}

export { useBothPartiesWrote } from './hooks/use-both-parties-wrote';
