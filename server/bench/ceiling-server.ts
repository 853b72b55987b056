/**
 * The ceiling for `npm run bench -- api`: a bare Fastify route in its own process, with no
 * plugins, database or hooks, answering a small JSON object. What this machine can do at most.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ status: 'ok', items: [{ id: 1, title: 'Black leather wallet', location: 'Nairobi' }] }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
