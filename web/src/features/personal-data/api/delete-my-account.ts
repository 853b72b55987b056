import { useMutation } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { deleteAccountResponse } from '@okota/shared/contracts/personal-data.contract';
import { apiDelete } from '../../../lib/api';

/** DELETE /api/me with the password; ACCOUNT_MONEY_IN_FLIGHT (409) carries `inFlight` when money is still on its way. */
export const deleteMyAccount = (password: string) => apiDelete<WireOf<typeof deleteAccountResponse>>('/api/me', { password });

export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
