import { randomUUID } from 'node:crypto';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** Bodies and errors exactly as Shopify's Admin API answers them. */
export const INVALID_TOKEN_BODY = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };
export const NOT_FOUND_BODY = { errors: 'Not Found' };
export const UNAVAILABLE_SHOP_BODY = { errors: 'Unavailable Shop' };
export const LOCKED_SHOP_BODY = { errors: 'Locked' };
export const RATE_LIMIT_DOCS = 'https://shopify.dev/api/usage/rate-limits';

export const SERVER_ERROR_BODIES: Record<number, { errors: string }> = {
  500: { errors: 'Internal Server Error' },
  502: { errors: 'Bad Gateway' },
  503: { errors: 'Service Unavailable' },
  504: { errors: 'Gateway Timeout' },
};

export function throttledError(): GraphQLFormattedError {
  return { message: 'Throttled', extensions: { code: 'THROTTLED', documentation: RATE_LIMIT_DOCS } };
}

export function maxCostError(cost: number, maxCost: number): GraphQLFormattedError {
  return {
    message:
      `Query cost is ${cost}, which exceeds the single query max cost limit (${maxCost}).\n\n` +
      'See https://shopify.dev/concepts/about-apis/rate-limits for more information on how the\n' +
      'cost of a query is calculated.\n\n' +
      'To query larger amounts of data with fewer limits, bulk operations should be used instead.\n' +
      'See https://shopify.dev/tutorials/perform-bulk-operations-with-admin-api for usage details.\n',
    extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost, documentation: RATE_LIMIT_DOCS },
  };
}

export function internalError(): GraphQLFormattedError {
  const requestId = randomUUID();
  return {
    message: `Internal error. Looks like something went wrong on our end.\nRequest ID: ${requestId} (include this in support requests).`,
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
  };
}

export function accessDenied(fieldName: string, scope: string): GraphQLError {
  const requiredAccess = `\`${scope}\` access scope.`;
  return new GraphQLError(`Access denied for ${fieldName} field. Required access: ${requiredAccess}`, {
    extensions: { code: 'ACCESS_DENIED', documentation: 'https://shopify.dev/api/usage/access-scopes', requiredAccess },
  });
}

/** A field or input this sandbox does not model: an error, never a silent fake answer. */
export function notImplemented(what: string): GraphQLError {
  return new GraphQLError(`The Shopify sandbox does not implement ${what}. Add it to libs/shopify-sandbox or avoid it.`, {
    extensions: { code: 'SANDBOX_NOT_IMPLEMENTED' },
  });
}

/** A GraphQL execution error with Shopify's plain message (e.g. missing `first`). */
export function executionError(message: string): GraphQLError {
  return new GraphQLError(message);
}

interface Located {
  message: string;
  locations?: ReadonlyArray<{ line: number; column: number }>;
}

/**
 * graphql-js validation messages → graphql-ruby's (what Shopify answers), for the common cases;
 * others keep graphql-js's text with the same `extensions.code` style.
 */
export function shopifyValidationError(error: Located): GraphQLFormattedError {
  const locations = error.locations?.map((l) => ({ line: l.line, column: l.column }));
  const m = error.message;
  let match: RegExpMatchArray | null;
  if ((match = m.match(/^Cannot query field "([^"]+)" on type "([^"]+)"/))) {
    return { message: `Field '${match[1]}' doesn't exist on type '${match[2]}'`, locations, extensions: { code: 'undefinedField', typeName: match[2], fieldName: match[1] } };
  }
  if ((match = m.match(/^Unknown argument "([^"]+)" on field "([^".]+)\.([^"]+)"/))) {
    return {
      message: `Field '${match[3]}' doesn't accept argument '${match[1]}'`,
      locations,
      extensions: { code: 'argumentNotAccepted', name: match[3], typeName: 'Field', argumentName: match[1] },
    };
  }
  if ((match = m.match(/^Field "([^"]+)" argument "([^"]+)" of type "[^"]+" is required, but it was not provided/))) {
    return {
      message: `Field '${match[1]}' is missing required arguments: ${match[2]}`,
      locations,
      extensions: { code: 'missingRequiredArguments', className: 'Field', name: match[1], arguments: match[2] },
    };
  }
  if ((match = m.match(/^Field "([^"]+)" of type "([^"]+)" must have a selection of subfields/))) {
    return {
      message: `Field must have selections (field '${match[1]}' returns ${match[2].replace(/[[\]!]/g, '')} but has no selections. Did you mean '${match[1]} { ... }'?)`,
      locations,
      extensions: { code: 'selectionMismatch', nodeName: `field '${match[1]}'`, typeName: match[2].replace(/[[\]!]/g, '') },
    };
  }
  if ((match = m.match(/^Variable "\$([^"]+)" of required type "([^"]+)" was not provided/))) {
    return {
      message: `Variable $${match[1]} of type ${match[2]} was provided invalid value`,
      locations,
      extensions: { value: null, problems: [{ path: [], explanation: 'Expected value to not be null' }] },
    };
  }
  if ((match = m.match(/^Variable "\$([^"]+)" got invalid value (.*?); (.*)$/s))) {
    const declared = m.match(/of type "([^"]+)"/)?.[1];
    return {
      message: `Variable $${match[1]} of type ${declared ?? 'input'} was provided invalid value`,
      locations,
      extensions: { value: safeJson(match[2]), problems: [{ path: [], explanation: match[3] }] },
    };
  }
  if ((match = m.match(/^Unknown type "([^"]+)"/))) {
    return { message: `No such type ${match[1]}, so it can't be a fragment condition`, locations, extensions: { code: 'undefinedType', typeName: match[1] } };
  }
  return { message: m, locations, extensions: { code: 'validationError' } };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function parseError(error: Located): GraphQLFormattedError {
  const at = error.locations?.[0];
  const detail = error.message.replace(/^Syntax Error: /, '');
  return {
    message: `Parse error on ${JSON.stringify(detail)}${at ? ` at [${at.line}, ${at.column}]` : ''}`,
    locations: at ? [{ line: at.line, column: at.column }] : undefined,
  };
}
