/**
 * POST /api/csp-report: where browsers send Content-Security-Policy violations (the policies of
 * the host, the remotes and nginx name it in `report-uri`). Small bodies only (8 KB), always 204;
 * logging is rate-limited by CspReportLog. With DEV_ROUTES, GET /dev/csp-reports lists the latest.
 */
import { ok } from '@kickoff/shared/contracts';
import { fromThisMachine } from '../accounts/dev-routes';
import type { RoutePlugin } from '../typebox';
import { CspReportLog, violationsOf } from './csp-reports';
import { CSP_REPORT_PATH } from './headers';

const CSP_REPORT_LIMIT = 8 * 1024;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

export const securityRoutes =
  (opts: { devRoutes: boolean }): RoutePlugin =>
  async (app) => {
    const reports = new CspReportLog({ log: (fields, msg) => app.log.warn(fields, msg) });
    // browsers send these types; parsed as JSON within this plugin only
    app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: CSP_REPORT_LIMIT }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, null);
      }
    });

    app.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_LIMIT, schema: { hide: true } }, async (request, reply) => {
      for (const v of violationsOf(request.body)) reports.record(v);
      return reply.code(204).send();
    });

    if (opts.devRoutes) {
      app.get('/dev/csp-reports', { schema: { hide: true } }, async (request, reply) => {
        if (!fromThisMachine(request.socket.remoteAddress, request.headers)) return reply.callNotFound();
        return ok(reports.recent());
      });
    }
  };
