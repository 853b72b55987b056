import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export const getOutbox = () => apiGet<{ messages: OutboxMessage[] }>('/api/dev/outbox');

export const useOutbox = () => useQuery({ queryKey: ['dev', 'outbox'], queryFn: getOutbox, staleTime: 0, refetchInterval: 5000 });
