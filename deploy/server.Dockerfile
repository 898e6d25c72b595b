# The API/WebSocket server. Build from the repository root: docker build -f deploy/server.Dockerfile .
FROM node:20-bookworm-slim
WORKDIR /app
RUN corepack enable
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY shared ./shared
COPY server ./server
RUN pnpm install --frozen-lockfile --filter @kickoff/server...
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
WORKDIR /app/server
CMD ["node", "--import", "tsx", "src/main.ts"]
