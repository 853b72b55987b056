import type { SessionUser } from '../../../lib/session';

export interface SessionAnswer {
  token: string;
  user: SessionUser;
}
