import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';

const toast = vi.fn();
vi.mock('../../../components/ui/toast', () => ({ toast: (...args: unknown[]) => toast(...args) }));
vi.mock('../../../lib/api-error-text', () => ({ apiErrorText: (error: ApiError) => `words for ${error.code}` }));

const { failureToast } = await import('./failure-toast');

describe('an admin action that failed', () => {
  afterEach(() => toast.mockClear());
  const shown = () => (toast.mock.calls[0]![0] as { description: string }).description;

  it('shows the words of a refusal told by its code, whatever its status', () => {
    failureToast('Could not save', new ApiError(409, { code: 'CATEGORY_HAS_ITEMS', message: 'Move its items first' }), 'Try again');
    expect(shown()).toBe('words for CATEGORY_HAS_ITEMS');
  });

  it('shows the fallback for an answer without a code (a proxy’s page), a server fault, or the session ending', () => {
    for (const error of [
      new ApiError(413, { message: 'Request Entity Too Large' }),
      new ApiError(500, { code: 'INTERNAL', message: 'Something went wrong' }),
      new ApiError(401, { code: 'UNAUTHORIZED', message: 'Sign in' }),
      new Error('offline'),
    ]) {
      toast.mockClear();
      failureToast('Could not save', error, 'Try again');
      expect(shown()).toBe('Try again');
    }
  });
});
