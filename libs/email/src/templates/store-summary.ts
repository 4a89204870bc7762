import type { EmailTemplateDefinition } from './template-definition';

/**
 * The brand-kit summary (storeSummary, the one template the admin screens edit). English, like
 * the wizard that sends it; the logo block shows only when logoUrl is set.
 */
export const storeSummary: EmailTemplateDefinition = {
  language: 'en',
  subject: 'Your {{brandName}} brand kit is ready',
  preview: 'Your brand kit: {{brandStyle}} style, {{colorScheme}} colours, {{font}} and the {{theme}} theme.',
  body: `
        <mj-raw>{{#if logoUrl}}</mj-raw>
        <mj-image src="{{logoUrl}}" alt="{{brandName}} logo" width="160px" padding="8px 24px" />
        <mj-raw>{{/if}}</mj-raw>
        <mj-text font-size="20px" font-weight="700">Hi {{recipientName}},</mj-text>
        <mj-text>Thank you for building your store with us! Here is the brand kit for <strong>{{brandName}}</strong> — keep it handy when you set up your store.</mj-text>
        <mj-table padding="6px 24px" font-size="15px" line-height="1.6" color="#1f2937">
          <tr><td style="padding:4px 0;width:40%"><strong>Brand</strong></td><td style="padding:4px 0">{{brandName}}</td></tr>
          <tr><td style="padding:4px 0"><strong>Niche</strong></td><td style="padding:4px 0">{{niche}}</td></tr>
          <tr><td style="padding:4px 0"><strong>Brand style</strong></td><td style="padding:4px 0">{{brandStyle}}</td></tr>
          <tr><td style="padding:4px 0"><strong>Colour scheme</strong></td><td style="padding:4px 0">{{colorScheme}}{{#if brandColors}} ({{brandColors}}){{/if}}</td></tr>
          <tr><td style="padding:4px 0"><strong>Fonts</strong></td><td style="padding:4px 0">{{font}}</td></tr>
          <tr><td style="padding:4px 0"><strong>Theme</strong></td><td style="padding:4px 0">{{theme}}</td></tr>
          {{#if logoStyle}}<tr><td style="padding:4px 0"><strong>Logo style</strong></td><td style="padding:4px 0">{{logoStyle}}</td></tr>{{/if}}
          {{#if storeUrl}}<tr><td style="padding:4px 0"><strong>Store</strong></td><td style="padding:4px 0">{{storeUrl}}</td></tr>{{/if}}
          {{#if createdDate}}<tr><td style="padding:4px 0"><strong>Created</strong></td><td style="padding:4px 0">{{createdDate}}</td></tr>{{/if}}
        </mj-table>
        <mj-button href="{{siteUrl}}/dashboard">Build your store</mj-button>
        <mj-text>Next steps: create your store with the five-step wizard, apply these colours and fonts, and add your first products.{{#if buildTime}} A store build takes {{buildTime}}.{{/if}}</mj-text>
        <mj-text font-size="12px" color="#9ca3af">Template version {{#if templateVersion}}{{templateVersion}}{{else}}2.0{{/if}}</mj-text>`,
  text: `Hi {{recipientName}},

Thank you for building your store with us! Here is the brand kit for {{brandName}}.

Brand: {{brandName}}
Niche: {{niche}}
Brand style: {{brandStyle}}
Colour scheme: {{colorScheme}}{{#if brandColors}} ({{brandColors}}){{/if}}
Fonts: {{font}}
Theme: {{theme}}
{{#if logoUrl}}Logo: {{logoUrl}}
{{/if}}{{#if storeUrl}}Store: {{storeUrl}}
{{/if}}
Build your store: {{siteUrl}}/dashboard`,
};
