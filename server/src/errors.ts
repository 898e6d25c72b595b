import { ERROR_MESSAGES, ErrorCodes, type ErrorCode, type ErrorCodeName } from '@kickoff/shared/contracts';

const NAME_BY_CODE = new Map<ErrorCode, ErrorCodeName>(
  (Object.entries(ErrorCodes) as Array<[ErrorCodeName, ErrorCode]>).map(([name, code]) => [code, name]),
);

/**
 * A business error: the error handler turns it into the envelope `{ code, data: null, msg }`.
 * It travels as HTTP 200 unless `httpStatus` says otherwise (see codes.ts for why).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly httpStatus = 200,
    /** what went wrong underneath, for the log only (never sent to the client) */
    cause?: unknown,
  ) {
    super(
      message ?? ERROR_MESSAGES[NAME_BY_CODE.get(code) ?? 'SERVER_ERROR'],
      cause === undefined ? undefined : { cause },
    );
    this.name = 'AppError';
  }
}

export function defaultMessage(code: ErrorCode): string {
  return ERROR_MESSAGES[NAME_BY_CODE.get(code) ?? 'SERVER_ERROR'];
}
