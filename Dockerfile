# The site as a container: Next's standalone server, built in one stage and run in another as a non-root user.
#   docker build -t agency-site --build-arg NEXT_PUBLIC_SITE_URL=https://example.pl .
#   docker run -p 127.0.0.1:3000:3000 -v agency-leads:/data -e SMTP_URL=… -e CONTACT_DELIVERY=smtp -e CONTACT_TO=… agency-site
# (published on loopback for a reverse proxy on the host: Docker's published ports bypass the host's firewall)
# The server retries kept leads itself (LEADS_RETRY_SECONDS); docs/deployment.md has the rest.
FROM node:22-bookworm-slim AS build
WORKDIR /app
# patches/: what the install applies to Next (patch-package, package.json's postinstall).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm install --no-audit --no-fund
COPY . .
# The pages are built with the public address and the tracking ids: they are part of the static HTML.
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_GA_ID
ARG NEXT_PUBLIC_GOOGLE_ADS_CONVERSION
ARG NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION
ARG NEXT_PUBLIC_META_PIXEL_ID
ARG NEXT_PUBLIC_CONSENT_MODE
# What the static privacy policy says of kept leads and their recipients. Only the hosts count, and build arguments
# stay in the image's history: pass the address without credentials or path, e.g. rediss://eu1-x.upstash.io.
ARG LEADS_KEEP_DAYS
ARG REDIS_URL
ARG LEAD_WEBHOOK_URL
ARG LEAD_NOTIFY_URL
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
RUN npm run build

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 OUTBOX_DIR=/data/outbox
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
RUN mkdir -p /data && chown node:node /data
# Kept leads (without REDIS_URL) and the outbox: a volume, so they outlive the container.
VOLUME /data
USER node
EXPOSE 3000
# Liveness: the server answers. The leads' health (/api/health) is for monitors: a restart mends none of its problems.
HEALTHCHECK --interval=1m --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
