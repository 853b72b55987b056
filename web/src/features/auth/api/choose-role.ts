import { useMutation } from '@tanstack/react-query';
import type { AccountMode } from '@okota/shared';
import * as authApi from '@okota/shared/contracts/auth.api';
import { call } from '../../../lib/api-client';

export const chooseRole = (role: AccountMode) => call(authApi.setRole, { body: { role } });

export const useChooseRole = () => useMutation({ mutationFn: chooseRole });
