import { findPgBin, startPgCluster } from '../test/reliability/pg-cluster';
import { createBenchDatabase, measure, startServer } from './bench-kit';
import { seedFinders, seedItems } from './items-seed';

const scenario = process.argv[2] ?? 'item';
const cluster = await startPgCluster(findPgBin()!, { settings: ['shared_buffers=128MB'] });
const database = await createBenchDatabase(cluster.url);

const server = await startServer(database.url);

const userIds = await seedFinders(database.pool, 2000);
await seedItems(database.pool, { count: 20000, finderIds: userIds, seed: 1 });
const { rows } = await database.pool.query<{ id: number }>("select id from lost_items where status = 'available' and not is_hidden order by random() limit 500");
const paths = scenario === 'item' ? rows.map((r) => `/api/items/${r.id}`) : scenario === 'stats' ? ['/api/public/stats'] : ['/api/items?search=samsung&location=Nairobi', '/api/items?search=infin&location=Mombasa'];
for (const p of paths.slice(0, 2)) { const r = await fetch(server.baseUrl + p); const b = await r.text(); const g = await fetch(server.baseUrl + p, { headers: { 'accept-encoding': 'gzip' } }); console.log(p, b.length, 'bytes;', (await g.arrayBuffer()).byteLength, g.headers.get('content-encoding')); }
if (process.env.ONLY_SIZE) { await server.stop(); await database.drop(); cluster.destroy(); process.exit(0); }
await measure(server.baseUrl, paths, { connections: 32, seconds: 2 });
const m = await measure(server.baseUrl, paths, { connections: 32, seconds: 6 });
console.log(scenario, m.requestsPerSecond, 'req/s p50', m.p50, 'p95', m.p95);
await server.stop();
await database.drop();
cluster.destroy();
