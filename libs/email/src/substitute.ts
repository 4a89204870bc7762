/** A template variable's value: lists are joined with ", "; null and undefined render as nothing. */
export type TemplateValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type TemplateData = Record<string, TemplateValue>;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

function toText(value: TemplateValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

function isTruthy(value: TemplateValue): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== false && String(value).trim() !== '';
}

/** The innermost `{{#if name}}…{{/if}}` block (its body holds no other `{{#if`). */
const INNERMOST_IF = /\{\{\s*#if\s+([A-Za-z_][\w]*)\s*\}\}((?:(?!\{\{\s*#if\b)[\s\S])*?)\{\{\s*\/if\s*\}\}/;
const ELSE = /\{\{\s*else\s*\}\}/;
const VARIABLE = /\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g;

/**
 * The double-brace language both template editors of the specification use: `{{name}}` is
 * replaced by the value (HTML-escaped when `escape` is set), `{{#if name}}a{{else}}b{{/if}}` keeps
 * `a` when the value is non-empty. Unknown variables render as nothing, so an admin's typo in an
 * edited template cannot break delivery.
 */
export function substitute(template: string, data: TemplateData, options: { escape: boolean }): string {
  let text = template;
  for (let match = INNERMOST_IF.exec(text); match; match = INNERMOST_IF.exec(text)) {
    const [whole, name, body] = match;
    const [then, otherwise = ''] = body.split(ELSE);
    text = text.slice(0, match.index) + (isTruthy(data[name]) ? then : otherwise) + text.slice(match.index + whole.length);
  }
  return text.replace(VARIABLE, (_, name: string) => {
    const value = toText(data[name]);
    return options.escape ? escapeHtml(value) : value;
  });
}

/** Subjects are one header line: no line breaks (header injection), no runs of spaces. */
export function toSubjectLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 250);
}
