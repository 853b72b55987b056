import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { toast } from '../../../components/ui/toast';

/**
 * A failed admin action: the spec's title, and the server's own sentence when it gave one
 * (4xx), else the spec's fallback (section 8). A 401 is left to the session guard.
 */
export function failureToast(title: string, error: unknown, fallback: string): void {
  const serverText = error instanceof ApiError && error.status < 500 && error.status !== 401 ? apiErrorText(error, '') : '';
  toast({ title, description: serverText || fallback, variant: 'destructive' });
}

export function successToast(title: string, description?: string): void {
  toast({ title, description, variant: 'success' });
}
