import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { field: string; message: string }[];
}

/** Body-parser errors carry a `type`; they are the client's fault, not ours. */
export const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'The request body must be valid JSON.' },
  'entity.too.large': { status: 413, message: 'The request body is too large.' },
  'encoding.unsupported': { status: 415, message: 'The request body encoding is not supported.' },
  'charset.unsupported': { status: 415, message: 'The request body charset is not supported.' },
  'request.aborted': { status: 400, message: 'The request was aborted.' },
};

/**
 * Every error leaves the API as `{ statusCode, message }` with a sentence a person can act on;
 * unexpected errors are logged in full and answered with a generic 500 that leaks nothing.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (typeof payload === 'string') return { statusCode: status, message: payload };
      const { message, errors } = payload as { message?: string | string[]; errors?: ErrorBody['errors'] };
      const text = Array.isArray(message) ? message.join('. ') : (message ?? exception.message);
      return errors ? { statusCode: status, message: text, errors } : { statusCode: status, message: text };
    }
    const bodyError = BODY_ERRORS[(exception as { type?: string })?.type ?? ''];
    if (bodyError) return { statusCode: bodyError.status, message: bodyError.message };
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' };
  }
}
