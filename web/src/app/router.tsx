import { createBrowserRouter, type RouteObject } from 'react-router';
import { APP_ROUTES } from '@ducan/contracts/routes';
import { PublicLayout } from '@/components/layout/public-layout';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { ScreenInProgress } from '@/features/placeholder/screen-in-progress';
import { LandingRoute, landingHandle } from './routes/landing';

const screen = (title: string) => <ScreenInProgress title={title} />;

/**
 * The route table of the second specification (§2). The landing page is in the entry chunk
 * (it is what almost every visitor opens first); every other screen is its own lazy chunk.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: APP_ROUTES.landing, element: <LandingRoute />, handle: landingHandle },
      { path: APP_ROUTES.dashboard, element: screen('Store Builder') },
      { path: APP_ROUTES.dashboardOld, element: screen('Vaše prodavnice') },
      { path: APP_ROUTES.emailTemplates, element: screen('Email Templates') },
      { path: APP_ROUTES.emailSettings, element: screen('Email Settings') },
      { path: APP_ROUTES.hostingerEmailSettings, element: screen('Email Provider Settings') },
      { path: APP_ROUTES.admin, element: screen('Admin') },
      { path: APP_ROUTES.adminEmailEditor, element: screen('Email Editor') },
      { path: APP_ROUTES.customSetup, lazy: () => import('./routes/custom-setup').then((m) => ({ Component: m.CustomSetupRoute })) },
      { path: APP_ROUTES.contact, lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })) },
      { path: APP_ROUTES.masterclass, lazy: () => import('./routes/masterclass').then((m) => ({ Component: m.MasterclassRoute })) },
      { path: APP_ROUTES.termsOfService, lazy: () => import('./routes/legal').then((m) => ({ Component: m.TermsRoute })) },
      { path: APP_ROUTES.refundPolicy, lazy: () => import('./routes/legal').then((m) => ({ Component: m.RefundRoute })) },
      { path: APP_ROUTES.privacyPolicy, lazy: () => import('./routes/legal').then((m) => ({ Component: m.PrivacyRoute })) },
      { path: APP_ROUTES.logoTest, element: screen('Logo Test') },
      { path: APP_ROUTES.showLogo, element: screen('Logo Demo') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
