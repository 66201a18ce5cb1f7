# syntax=docker/dockerfile:1
# Reefline image: API + H5 client in one Node process. Build: docker build -t reefline .
# `npm install`, never `npm ci` (the lockfile lacks some non-Linux optional binaries; see
# docs/operations.md).

# ---- deps: all dependencies, for building
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# ---- build: server (swc → dist/) and client (vite → client/dist/)
FROM deps AS build
COPY . .
RUN npm run build

# ---- prod-deps: production dependencies only
FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    UPLOAD_DIR=/app/var/uploads
WORKDIR /app
COPY --chown=node:node package.json ./
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/client/dist ./client/dist
RUN mkdir -p /app/var/uploads && chown -R node:node /app/var
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations (and demo data outside production) first, then the server; exec so that node
# receives SIGTERM directly and shuts down gracefully.
CMD ["sh", "-c", "node dist/server/src/cli.js setup && exec node dist/server/src/main.js"]
