import type { FieldError } from '@takt/contract';

export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'INVALID_JSON'
  | 'BODY_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'ROUTE_NOT_FOUND'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_EXISTS'
  | 'VERSION_CONFLICT'
  | 'DATASET_READ_ONLY'
  | 'IDENTITY_REQUIRED'
  | 'UNAUTHORIZED'
  | 'RATE_LIMITED'
  | 'BOM_INVALID'
  | 'BOM_CYCLE'
  | 'BOM_NOT_FOUND'
  | 'BOM_EXISTS'
  | 'ITEM_NOT_FOUND'
  | 'MRP_INVALID'
  | 'PROPOSAL_STALE'
  | 'PLAN_CHANGED'
  | 'ALREADY_EXISTS'
  | 'WRITE_CONFLICT'
  | 'CHANGE_NOT_FOUND'
  | 'CHANGE_NOT_LATEST'
  | 'CHANGE_ALREADY_UNDONE'
  | 'INFEASIBLE'
  | 'PLAN_BREAKS_RULES'
  | 'RUN_NOT_FOUND'
  | 'RUN_FINISHED'
  | 'RUN_CANCELLED'
  | 'SOLVE_QUEUE_FULL'
  | 'SCHEDULE_STALE'
  | 'SOLVE_TIMEOUT'
  | 'SOLVE_FAILED'
  | 'DATABASE_UNAVAILABLE'
  | 'AUTH_UNAVAILABLE'
  | 'BAD_URL'
  | 'URI_TOO_LONG'
  | 'HEADERS_TOO_LARGE'
  | 'REQUEST_TIMEOUT'
  | 'BAD_REQUEST'
  | 'VALUE_OUT_OF_RANGE'
  | 'INTERNAL';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ROUTE_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  ORDER_EXISTS: 409,
  VERSION_CONFLICT: 409,
  DATASET_READ_ONLY: 403,
  IDENTITY_REQUIRED: 403,
  UNAUTHORIZED: 401,
  RATE_LIMITED: 429,
  BOM_INVALID: 400,
  BOM_CYCLE: 400,
  BOM_NOT_FOUND: 404,
  BOM_EXISTS: 409,
  ITEM_NOT_FOUND: 404,
  MRP_INVALID: 400,
  PROPOSAL_STALE: 409,
  PLAN_CHANGED: 409,
  ALREADY_EXISTS: 409,
  WRITE_CONFLICT: 409,
  CHANGE_NOT_FOUND: 404,
  CHANGE_NOT_LATEST: 409,
  CHANGE_ALREADY_UNDONE: 409,
  INFEASIBLE: 422,
  PLAN_BREAKS_RULES: 422,
  RUN_NOT_FOUND: 404,
  RUN_FINISHED: 409,
  RUN_CANCELLED: 409,
  SOLVE_QUEUE_FULL: 429,
  SCHEDULE_STALE: 409,
  SOLVE_TIMEOUT: 504,
  SOLVE_FAILED: 500,
  DATABASE_UNAVAILABLE: 503,
  AUTH_UNAVAILABLE: 503,
  BAD_URL: 400,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  BAD_REQUEST: 400,
  VALUE_OUT_OF_RANGE: 400,
  INTERNAL: 500,
};

/**
 * The one error type services throw. `params` fill the localized message of `code`;
 * `details` name the offending fields.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details: FieldError[] = [],
  ) {
    super(code);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}
