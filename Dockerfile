# One image for every service of docker-compose.yml: `node dist/server.js` (the one-process app, the default)
# or `node dist/service.js` with SERVICE=api|gateway|web|worker (deploy/service.ts). Plain node, no tsx.

# Build: every dependency (vite, esbuild, tsx), then the web app, the GraphQL explorer and the server bundle.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies only (the bundle keeps packages external: PGlite's WASM, pg, sharp and
# argon2's native binaries install for this Node), the bundle and what it reads beside it
# (RUNTIME_PATHS in scripts/buildServer.ts: migrations, demo assets, the SDL, the built web app and explorer).
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/gateway/explorer/dist gateway/explorer/dist
COPY schema schema
COPY api/src/db/migrations api/src/db/migrations
COPY api/src/db/seed/assets api/src/db/seed/assets
# DATA_DIR (embedded database, local file store) and the compose volumes' mount point belong to the runtime user.
RUN mkdir -p /app/data /data && chown node:node /app/data /data
USER node
EXPOSE 4000
CMD ["node", "dist/server.js"]
