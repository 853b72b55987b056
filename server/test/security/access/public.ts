/** The access table: public reads. */
import { type AccessRow, same, get } from './kit';

export const PUBLIC_ROWS: AccessRow[] = [
  { route: 'GET /api/public/fees', expect: same(200), call: () => get('/api/public/fees') },
  { route: 'GET /api/public/support', expect: same(200), call: () => get('/api/public/support') },
  { route: 'GET /api/public/stats', expect: same(200), call: () => get('/api/public/stats') },
  { route: 'GET /api/public/payment-simulator', expect: same(200), call: () => get('/api/public/payment-simulator') },
  { route: 'GET /api/categories', expect: same(200), call: () => get('/api/categories') },
  { route: 'GET /api/health', expect: same(200), call: () => get('/api/health') },
  { route: 'GET /api/notifications/vapid-public-key', expect: same(200), call: () => get('/api/notifications/vapid-public-key') },
  { route: 'GET /api/reviews/user/{id}', expect: same(200), call: (w) => get(`/api/reviews/user/${w.actors.finder.user.id}`) },
  { route: 'GET /api/reviews/rating/{id}', expect: same(200), call: (w) => get(`/api/reviews/rating/${w.actors.finder.user.id}`) },
  { route: 'GET /api/reviews/item/{id}', expect: same(200), call: (w) => get(`/api/reviews/item/${w.paid.item.id}`) },
  {
    route: 'GET /api/dev/outbox',
    case: 'from another machine',
    expect: same(404),
    note: 'a development tool: never in production, never from another machine',
    call: () => get('/api/dev/outbox'),
  },
  {
    route: 'GET /api/dev/outbox',
    case: 'from this machine',
    expect: same(200),
    note: 'development and tests only: 404 in production or with SMTP_URL',
    call: () => ({ ...get('/api/dev/outbox'), remoteAddress: '127.0.0.1' }),
  },
  {
    route: 'GET /metrics',
    case: 'from another machine',
    expect: same(404),
    note: 'Prometheus text: loopback (no forwarding header) or Authorization: Bearer METRICS_TOKEN; anyone else gets the unknown-path answer',
    call: () => get('/metrics'),
  },
  { route: 'GET /metrics', case: 'from this machine', expect: same(200), call: () => ({ ...get('/metrics'), remoteAddress: '127.0.0.1' }) },
  {
    route: 'GET /api/ready',
    expect: same(200),
    note: '503 with {message, checks} when the database, migrations or storage fail',
    call: () => get('/api/ready'),
  },
];
