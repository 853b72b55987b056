import { useQuery } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { outboxEntry } from '@okota/shared/contracts/dev.contract';
import * as devApi from '@okota/shared/contracts/dev.api';
import { call } from '../../../lib/api-client';

export type OutboxMessage = WireOf<typeof outboxEntry>;

export const getOutbox = () => call(devApi.outbox);

export const useOutbox = () => useQuery({ queryKey: ['dev', 'outbox'], queryFn: getOutbox, staleTime: 0, refetchInterval: 5000 });
