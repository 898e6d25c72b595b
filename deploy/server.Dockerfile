# The API/WebSocket server. Build from the repository root: docker build -f deploy/server.Dockerfile .
FROM node:20-bookworm-slim
WORKDIR /app
# the same pnpm the README's start command installs (corepack would pick its own)
RUN npm install --global pnpm@12
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY shared ./shared
COPY server ./server
# the server and what it depends on in the workspace (shared); tsx, its TypeScript loader, is one of its own dependencies
RUN pnpm install --frozen-lockfile --prod --filter @kickoff/server...
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
WORKDIR /app/server
CMD ["node", "--import", "tsx", "src/main.ts"]
