/** The access table: profile and dashboards. */
import { multipart } from '../security.test-support';
import { type AccessRow, signedIn, get } from './kit';

export const PROFILE_ROWS: AccessRow[] = [
  { route: 'GET /api/my-stats', expect: signedIn(200), call: () => get('/api/my-stats') },
  { route: 'GET /api/profile/summary', expect: signedIn(200), call: () => get('/api/profile/summary') },
  {
    route: 'POST /api/profile/avatar',
    expect: signedIn(200),
    call: (w) => ({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart({}, [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', bytes: w.png }]),
    }),
  },
  { route: 'PUT /api/profile/language', expect: signedIn(200), call: () => ({ method: 'PUT', url: '/api/profile/language', payload: { language: 'en' } }) },
];
