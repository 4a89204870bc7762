export * from './substitute';
export * from './layout';
export * from './template-variables';
export * from './render-email';
export * from './transport';
export { EMAIL_TEMPLATES, type EmailTemplateDefinition } from './templates';
export * from './dispatch';
