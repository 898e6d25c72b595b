# The CDN: nginx serving the host and every remote build from versioned folders
# /kickoff/<app>/<version>/. Build from the repository root after `pnpm build`:
#   docker build -f deploy/static.Dockerfile --build-arg VERSION=0.1.0 .
FROM nginx:1.27-alpine
ARG VERSION=0.1.0
# a template, filled in at start from the KICKOFF_* environment (docker-compose.yml's cdn service)
COPY deploy/nginx/default.conf /etc/nginx/templates/default.conf.template
COPY deploy/nginx/security-headers.conf /etc/nginx/kickoff/security-headers.conf
COPY host/dist /usr/share/nginx/html/kickoff/host/${VERSION}
COPY remote-scores/dist /usr/share/nginx/html/kickoff/scores/${VERSION}
COPY remote-vlive/dist /usr/share/nginx/html/kickoff/vlive/${VERSION}
COPY remote-news/dist /usr/share/nginx/html/kickoff/news/${VERSION}
COPY remote-messaging/dist /usr/share/nginx/html/kickoff/messaging/${VERSION}
COPY remote-account/dist /usr/share/nginx/html/kickoff/account/${VERSION}
COPY remote-console/dist /usr/share/nginx/html/kickoff/console/${VERSION}
# the host's index.html and app shell are served from the live version's folder
RUN ln -s /usr/share/nginx/html/kickoff/host/${VERSION} /usr/share/nginx/html/kickoff/host/current
EXPOSE 38090
