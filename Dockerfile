# Okota server image: the web app and the bundled server, on the current Node.js LTS.
# Build:  docker build -t okota .
# Run:    docker run --env-file .env -e TRUST_PROXY=none -p 5000:5000 -v okota-data:/data okota
#         (TRUST_PROXY: the reverse proxy's address when one stands in front, as compose.yaml sets
#         it; none when nothing does. Production refuses to start without it: docs/decisions/0266.)
# The same commands run in the production rehearsal (server/rehearsal/production-command.ts);
# server/rehearsal/deploy.test.ts checks that the two stay in step.

FROM node:24.11-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci
COPY . .
RUN npm run build

FROM node:24.11-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=5000 HOST=0.0.0.0 DATA_DIR=/data
# A fixed malloc threshold: scrypt's blocks go back to the OS (server/src/lib/memory-settings.ts).
ENV MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/packages/shared packages/shared
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
RUN groupadd --system --gid 10001 okota \
  && useradd --system --uid 10001 --gid okota --home-dir /app okota \
  && mkdir -p /data && chown okota:okota /data
USER okota
VOLUME /data
EXPOSE 5000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "server/dist/main.mjs"]
