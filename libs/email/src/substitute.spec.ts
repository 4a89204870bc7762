import { escapeHtml, substitute, toSubjectLine } from './substitute';

describe('substitute', () => {
  it('replaces double-brace variables, with or without inner spaces', () => {
    expect(substitute('Hi {{name}}, {{ brand }}!', { name: 'Ana', brand: 'Dućan' }, { escape: false })).toBe('Hi Ana, Dućan!');
  });

  it('escapes HTML in values when asked, and only then', () => {
    const data = { name: '<script>alert("x")</script> & \'co\'' };
    expect(substitute('{{name}}', data, { escape: true })).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;');
    expect(substitute('{{name}}', data, { escape: false })).toBe(data.name);
  });

  it('renders unknown, null and false values as nothing and joins lists', () => {
    expect(substitute('[{{missing}}][{{none}}][{{list}}]', { none: null, list: ['a', 'b'] }, { escape: true })).toBe('[][][a, b]');
  });

  it('keeps an #if block only when its variable is non-empty, with an optional else', () => {
    const template = '{{#if logoUrl}}<img src="{{logoUrl}}">{{else}}no logo{{/if}}';
    expect(substitute(template, { logoUrl: 'https://x/logo.svg' }, { escape: true })).toBe('<img src="https://x/logo.svg">');
    expect(substitute(template, { logoUrl: '' }, { escape: true })).toBe('no logo');
    expect(substitute(template, {}, { escape: true })).toBe('no logo');
  });

  it('handles nested #if blocks', () => {
    const template = '{{#if a}}A{{#if b}}B{{/if}}{{/if}}.';
    expect(substitute(template, { a: 'y', b: 'y' }, { escape: false })).toBe('AB.');
    expect(substitute(template, { a: 'y' }, { escape: false })).toBe('A.');
    expect(substitute(template, { b: 'y' }, { escape: false })).toBe('.');
  });

  it('does not evaluate placeholders that arrive inside values', () => {
    expect(substitute('{{name}}', { name: '{{secret}}', secret: 'leak' }, { escape: false })).toBe('{{secret}}');
  });

  it('makes subjects one header line', () => {
    expect(toSubjectLine('Hello\r\nBcc: x@y.z  there')).toBe('Hello Bcc: x@y.z there');
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });
});
