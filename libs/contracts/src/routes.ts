/**
 * The route table of the second specification (§2). The web app registers these and the API
 * uses the same list to answer unknown paths with HTTP 404 (the SPA still renders its 404 screen).
 */
export const APP_ROUTES = {
  landing: '/',
  dashboard: '/dashboard',
  dashboardOld: '/dashboard-old',
  emailTemplates: '/email-templates',
  emailSettings: '/email-settings',
  hostingerEmailSettings: '/hostinger-email-settings',
  admin: '/gazda',
  adminEmailEditor: '/gazda/email-editor',
  customSetup: '/custom-setup',
  contact: '/contact',
  masterclass: '/dropshipping-masterclass',
  termsOfService: '/terms-of-service',
  refundPolicy: '/refund-policy',
  privacyPolicy: '/privacy-policy',
  logoTest: '/logo-test',
  showLogo: '/show-logo',
} as const;

export type AppRouteName = keyof typeof APP_ROUTES;
export type AppRoutePath = (typeof APP_ROUTES)[AppRouteName];

const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(APP_ROUTES));

/** True when the path (without query) is one of the SPA's routes; a trailing slash is tolerated. */
export function isKnownAppRoute(path: string): boolean {
  const clean = path.split(/[?#]/)[0] || '/';
  const normalised = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  return KNOWN_PATHS.has(normalised);
}

export const NOT_FOUND_MESSAGE = 'Stranica nije pronađena';
