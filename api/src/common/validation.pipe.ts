import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], parent = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // One message per field: the first rule that failed is the one a person must fix first.
    const own = Object.values(error.constraints ?? {}).slice(-1).map((message) => ({ field, message }));
    return own.concat(flatten(error.children ?? [], field));
  });
}

/** Validates every DTO; answers 400 with the spec's messages, one per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: false,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const list = flatten(errors);
      return new BadRequestException({ message: list.map((entry) => entry.message).join('. '), errors: list });
    },
  });
}
