# The site as one small image (decision 057): built in a full stage, run from a slim one as the unprivileged
# `node` user with production dependencies only. The database is a separate PostgreSQL (DATABASE_URL); see
# compose.yaml. Not built in CI here (no Docker on the CI machine): see README → Container.

# ---- build: every dependency, the client, the server bundle and the generated photos and video ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm 11 runs only the install scripts package.json allows (esbuild, the embedded PostgreSQL, ffmpeg).
RUN npm ci --no-audit --no-fund
COPY . .
# The photos and video are rendered only if assets/ is stale (decision 027); otherwise copied into dist/client.
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# ---- run ----
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    UPLOADS_DIR=/app/data/uploads \
    SESSION_SECRET_FILE=/app/data/session-secret
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The only folder the process writes: uploads and, without SESSION_SECRET, the secret it makes once (a volume).
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
USER node
EXPOSE 3000
# Alive, for Docker; orchestrators and load balancers should route by GET /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1's child-free process: SIGTERM reaches the server, which drains and stops cleanly.
CMD ["node", "dist/server/index.js"]
