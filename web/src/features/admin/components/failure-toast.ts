import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { toast } from '../../../components/ui/toast';

/**
 * A failed admin action: the spec's title, and the server's own sentence when it gave one
 * (a refusal told by its code, docs/decisions/0280), else the spec's fallback (section 8). A
 * refusal of the session (UNAUTHORIZED) is left to the session guard.
 */
export function failureToast(title: string, error: unknown, fallback: string): void {
  const serverText = error instanceof ApiError && error.isRefusal && error.code !== 'UNAUTHORIZED' ? apiErrorText(error, '') : '';
  toast({ title, description: serverText || fallback, variant: 'destructive' });
}

export function successToast(title: string, description?: string): void {
  toast({ title, description, variant: 'success' });
}
