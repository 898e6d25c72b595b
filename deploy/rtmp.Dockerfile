# Anchors' RTMP ingest: Debian's nginx with its RTMP module (libnginx-mod-rtmp) running
# deploy/nginx/rtmp.conf — the CDN's nginx:alpine image has no such module. Build from the repository
# root: docker build -f deploy/rtmp.Dockerfile . (docker-compose.yml's rtmp service). `pnpm stack up`
# runs the same rtmp.conf in its one nginx (ops/src/stack.ts).
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-rtmp gettext-base \
  && rm -rf /var/lib/apt/lists/*
# the main file: the module, then the rtmp {} block (no http {}: this nginx serves RTMP only; the HLS it
# writes is served by the servers, through the CDN's cache)
RUN printf '%s\n' \
  'load_module /usr/lib/nginx/modules/ngx_rtmp_module.so;' \
  'user www-data;' \
  'worker_processes 1;' \
  'error_log stderr notice;' \
  'events { worker_connections 1024; }' \
  'include /etc/nginx/kickoff-rtmp.conf;' > /etc/nginx/kickoff-main.conf
COPY deploy/nginx/rtmp.conf /etc/nginx/templates/rtmp.conf.template
EXPOSE 1935
# at start: the HLS folder (a volume the servers may have made first) writable by nginx's workers, and
# the template filled in from the KICKOFF_* environment, as the nginx image does its templates
CMD ["sh", "-c", "mkdir -p \"$KICKOFF_INGEST_DIR\" && chown www-data \"$KICKOFF_INGEST_DIR\" && envsubst \"$(env | sed -n 's/^\\(KICKOFF_[A-Z_]*\\)=.*/${\\1}/p')\" < /etc/nginx/templates/rtmp.conf.template > /etc/nginx/kickoff-rtmp.conf && exec nginx -c /etc/nginx/kickoff-main.conf -g 'daemon off;'"]
