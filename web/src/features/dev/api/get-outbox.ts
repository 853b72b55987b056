import { useQuery } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { outboxEntry, outboxResponse } from '@okota/shared/contracts/dev.contract';
import { apiGet } from '../../../lib/api';

export type OutboxMessage = WireOf<typeof outboxEntry>;

export const getOutbox = () => apiGet<WireOf<typeof outboxResponse>>('/api/dev/outbox');

export const useOutbox = () => useQuery({ queryKey: ['dev', 'outbox'], queryFn: getOutbox, staleTime: 0, refetchInterval: 5000 });
