import { ERROR_MESSAGES, type ApiError, type ApiErrorCode, type FieldIssue } from '@healthdeck/contract';

/** A failure a handler raises on purpose; the error handler turns it into a contract ApiError body. */
export class ApiHttpError extends Error {
  readonly statusCode: number;
  readonly errorCode: ApiErrorCode;
  readonly fields?: Record<string, string>;
  readonly issues?: Record<string, FieldIssue>;

  constructor(statusCode: number, errorCode: ApiErrorCode, message: string, fields?: Record<string, string>, issues?: Record<string, FieldIssue>) {
    super(message);
    this.statusCode = statusCode;
    this.errorCode = errorCode;
    this.fields = fields;
    this.issues = issues;
  }

  toBody(): ApiError {
    const body = apiErrorBody(this.statusCode, this.errorCode, this.message, this.fields);
    return this.issues ? { ...body, issues: this.issues } : body;
  }
}

export function apiErrorBody(statusCode: number, errorCode: ApiErrorCode, message: string, fields?: Record<string, string>): ApiError {
  return fields ? { statusCode, error_code: errorCode, message, fields } : { statusCode, error_code: errorCode, message };
}

export const unauthenticated = () => new ApiHttpError(401, 'UNAUTHENTICATED', ERROR_MESSAGES.Unauthorized);
export const forbidden = () => new ApiHttpError(403, 'FORBIDDEN', 'You do not have permission to access this resource');
export const notFound = (message: string) => new ApiHttpError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, fields?: Record<string, string>, issues?: Record<string, FieldIssue>) => new ApiHttpError(400, 'VALIDATION_FAILED', message, fields, issues);
/** spec 000 §8 WeakPassword: the message is quoted from the catalogue. */
export const weakPassword = () => badRequest(ERROR_MESSAGES.WeakPassword, { password: ERROR_MESSAGES.WeakPassword });
