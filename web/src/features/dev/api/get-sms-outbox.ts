import { useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@okota/shared/contracts/route';
import * as devApi from '@okota/shared/contracts/dev.api';
import { call } from '../../../lib/api-client';

export type SmsOutboxMessage = RouteAnswer<typeof devApi.smsOutbox>['messages'][number];

export const getSmsOutbox = () => call(devApi.smsOutbox, { query: {} });

export const useSmsOutbox = () => useQuery({ queryKey: ['dev', 'sms-outbox'], queryFn: getSmsOutbox, staleTime: 0, refetchInterval: 5000 });
