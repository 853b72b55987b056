import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api';

/** DELETE /api/me with the password; 409 carries `inFlight` when money is still on its way. */
export const deleteMyAccount = (password: string) => apiDelete<{ message: string }>('/api/me', { password });

export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
