/**
 * The access table: the person's rights over their data (download, account deletion). DELETE
 * /api/me destroys its caller, so each signed-in caller but the suspended one (refused before the
 * handler) acts through a fresh account of its own role, and the shared actors survive.
 */
import { DEFAULT_PASSWORD } from '../../factories';
import { type AccessRow, signedIn, get } from './kit';

export const PERSONAL_DATA_ROWS: AccessRow[] = [
  {
    route: 'GET /api/me/export',
    expect: signedIn(200),
    call: () => get('/api/me/export'),
    check: (body, role, w) => {
      const text = JSON.stringify(body);
      const others = Object.entries(w.actors)
        .filter(([other]) => other !== role)
        .map(([, actor]) => actor.user);
      const leaked = others.find((user) => text.includes(user.email) || text.includes(user.phone));
      if (leaked) return `holds another person's contact (${leaked.firstName})`;
      if (text.includes(w.actor(role)!.token)) return 'holds the session token';
      return undefined;
    },
  },
  {
    route: 'DELETE /api/me',
    expect: signedIn(200),
    note: 'the password; 409 while money is in flight',
    call: async (w, role) => {
      const payload = { password: DEFAULT_PASSWORD };
      if (role === 'guest') return { method: 'DELETE', url: '/api/me', payload, token: null };
      if (role === 'suspended') return { method: 'DELETE', url: '/api/me', payload };
      const fresh = await w.fresh.user({ role: role === 'admin' ? 'admin' : role === 'finder' || role === 'other' ? 'finder' : 'claimer' });
      return { method: 'DELETE', url: '/api/me', payload, token: fresh.token };
    },
  },
];
