import { useMutation } from '@tanstack/react-query';
import * as personalDataApi from '@okota/shared/contracts/personal-data.api';
import { call } from '../../../lib/api-client';

/** Closes the account with the password; ACCOUNT_MONEY_IN_FLIGHT (409) carries `inFlight` when money is still on its way. */
export const deleteMyAccount = (password: string) => call(personalDataApi.deleteMyAccount, { body: { password } });

export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
