import mjml2html from 'mjml';
import { emailLayout, textFooter, type EmailBranding } from './layout';
import { substitute, toSubjectLine, type TemplateData, type TemplateValue } from './substitute';
import type { EmailTemplateKey, EmailTemplateVariables } from './template-variables';
import { EMAIL_TEMPLATES } from './templates';

export interface RenderedEmail {
  template: string;
  subject: string;
  html: string;
  text: string;
}

/** A template as the admin editors hold it: placeholders in subject, HTML and text. */
export interface EmailTemplateSource {
  subject: string;
  html: string;
  text: string;
}

export class EmailTemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmailTemplateError';
  }
}

const compiled = new Map<EmailTemplateKey, Promise<EmailTemplateSource>>();

async function compile(key: EmailTemplateKey): Promise<EmailTemplateSource> {
  const definition = EMAIL_TEMPLATES[key];
  let result: Awaited<ReturnType<typeof mjml2html>>;
  try {
    result = await mjml2html(emailLayout(definition), { validationLevel: 'strict', fonts: {}, keepComments: false });
  } catch (error) {
    throw new EmailTemplateError(`Template ${key} is not valid MJML: ${(error as Error).message}`);
  }
  if (result.errors.length) {
    throw new EmailTemplateError(`Template ${key} is not valid MJML: ${result.errors.map((error) => error.formattedMessage).join('; ')}`);
  }
  return { subject: definition.subject, html: result.html, text: definition.text + textFooter(definition.language) };
}

/**
 * A template's source with its placeholders: MJML is compiled once per process (tens of
 * milliseconds) and the HTML is kept; every send only substitutes variables.
 */
export function emailTemplateSource(key: EmailTemplateKey): Promise<EmailTemplateSource> {
  let source = compiled.get(key);
  if (!source) {
    source = compile(key);
    compiled.set(key, source);
    source.catch(() => compiled.delete(key));
  }
  return source;
}

/** Branding first, then the template's own values (an empty value never hides a default). */
function mergeData(branding: EmailBranding, data: object): TemplateData {
  const merged: TemplateData = { ...branding };
  for (const [name, value] of Object.entries(data) as [string, TemplateValue][]) {
    if (value !== undefined && value !== null && value !== '') merged[name] = value;
    else if (!(name in merged)) merged[name] = value;
  }
  return merged;
}

/** Fills any template source (a built-in one or an admin's edited copy). */
export function renderTemplateSource(template: string, source: EmailTemplateSource, data: TemplateData): RenderedEmail {
  return {
    template,
    subject: toSubjectLine(substitute(source.subject, data, { escape: false })),
    html: substitute(source.html, data, { escape: true }),
    text: substitute(source.text, data, { escape: false }).replace(/\n{3,}/g, '\n\n').trim() + '\n',
  };
}

/** Renders one of Dućan's templates with its typed variables. */
export async function renderEmail<K extends EmailTemplateKey>(
  key: K,
  data: EmailTemplateVariables[K],
  branding: EmailBranding,
): Promise<RenderedEmail> {
  return renderTemplateSource(key, await emailTemplateSource(key), mergeData(branding, data));
}
