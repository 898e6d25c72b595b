/**
 * Every failure leaves as the envelope `{ code, data: null, msg }`. Business errors and schema
 * failures are HTTP 200 (codes.ts explains why); a body that cannot be parsed is HTTP 400; too big
 * is 413; flooding is 429; unknown routes 404; an unreachable database 503 DB_UNAVAILABLE. Only a
 * genuine fault is 500, and it never carries internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes, type ErrorCode } from '@kickoff/shared/contracts';
import { AppError, defaultMessage } from '../errors';
import { isDbUnavailable } from '../db/unavailable';
import { validationMessage } from './validation-message';

/** how long a client waits before retrying a write the database could not take */
const DB_RETRY_AFTER_S = 5;

function sendEnvelope(reply: FastifyReply, status: number, code: ErrorCode, msg: string): FastifyReply {
  // errors bypass the routes' success schemas: serialised here, once
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send({ code, data: null, msg });
}

/** For `Fastify({ frameworkErrors })`: router-level failures (bad URL encoding, over-long params). */
export function frameworkErrorHandler(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  sendEnvelope(reply, 400, ErrorCodes.PARAM_INVALID, '参数错误：请求地址不正确');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError && !(error.code === ErrorCodes.SERVER_ERROR && isDbUnavailable(error.cause))) {
      if (error.cause !== undefined) request.log.warn({ err: error.cause, code: error.code }, error.message);
      return sendEnvelope(reply, error.httpStatus, error.code, error.message);
    }
    const err = (error instanceof AppError ? error.cause : error) as FastifyError;
    if (err.validation) {
      return sendEnvelope(
        reply,
        200,
        ErrorCodes.PARAM_INVALID,
        validationMessage(err.validation, err.validationContext),
      );
    }
    if (isDbUnavailable(err)) {
      request.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable');
      reply.header('retry-after', String(DB_RETRY_AFTER_S));
      return sendEnvelope(reply, 503, ErrorCodes.DB_UNAVAILABLE, defaultMessage(ErrorCodes.DB_UNAVAILABLE));
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendEnvelope(reply, 413, ErrorCodes.PAYLOAD_TOO_LARGE, defaultMessage(ErrorCodes.PAYLOAD_TOO_LARGE));
    }
    if (status === 429)
      return sendEnvelope(reply, 429, ErrorCodes.RATE_LIMITED, defaultMessage(ErrorCodes.RATE_LIMITED));
    if (status === 415) return sendEnvelope(reply, 415, ErrorCodes.PARAM_INVALID, '参数错误：不支持的提交格式');
    if (status >= 400 && status < 500) {
      return sendEnvelope(reply, 400, ErrorCodes.PARAM_INVALID, '参数错误：请求格式不正确');
    }
    request.log.error({ err: { message: err.message, code: err.code, stack: err.stack } }, 'request failed');
    return sendEnvelope(reply, 500, ErrorCodes.SERVER_ERROR, defaultMessage(ErrorCodes.SERVER_ERROR));
  });

  app.setNotFoundHandler((_request, reply) => sendEnvelope(reply, 404, ErrorCodes.NOT_FOUND, '接口不存在'));
}
