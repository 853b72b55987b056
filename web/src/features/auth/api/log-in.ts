import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@okota/shared';
import * as sessionApi from '@okota/shared/contracts/session.api';
import { call } from '../../../lib/api-client';

export const logIn = (input: LoginInput) => call(sessionApi.logIn, { body: input });

export const useLogIn = () => useMutation({ mutationFn: logIn });
