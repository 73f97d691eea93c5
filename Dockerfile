FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
# Chromium lays contract PDFs out (puppeteer-core downloads no browser of its own); the CJK fonts
# draw the kanji the embedded Japanese subset lacks, such as 髙 in 髙橋.
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-noto-cjk && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production CHROMIUM_PATH=/usr/bin/chromium
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-ssr ./web/dist-ssr
EXPOSE 3000
CMD ["node", "dist/server/infrastructure/main.js"]
