import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordSchema } from '@okota/shared/schemas/auth.schema';
import * as authApi from '@okota/shared/contracts/auth.api';
import { call } from '../../../lib/api-client';

export const resetPassword = (input: z.input<typeof resetPasswordSchema>) => call(authApi.resetPassword, { body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
