import { useQuery } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { smsOutboxAnswer } from '@okota/shared/contracts/sms.contract';
import { apiGet } from '../../../lib/api';

export type SmsOutboxMessage = WireOf<typeof smsOutboxAnswer>['messages'][number];

export const getSmsOutbox = () => apiGet<WireOf<typeof smsOutboxAnswer>>('/api/dev/sms-outbox');

export const useSmsOutbox = () => useQuery({ queryKey: ['dev', 'sms-outbox'], queryFn: getSmsOutbox, staleTime: 0, refetchInterval: 5000 });
