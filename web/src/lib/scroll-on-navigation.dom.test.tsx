// @vitest-environment happy-dom
/** A page opened by a link starts at its top; back and forward keep the browser's position. */
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { useScrollToTopOnNavigation } from './scroll-on-navigation';

function Probe() {
  useScrollToTopOnNavigation();
  return null;
}

describe('useScrollToTopOnNavigation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top when a link opens another page, not on the first page or back', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.history.replaceState(null, '', '/search?search=wallet');
    render(<Probe />);
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => navigate('/item/7'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    act(() => {
      window.history.replaceState(null, '', '/search?search=wallet');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => navigate('/item/8#claim'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
