import { createBrowserRouter, type RouteObject } from 'react-router';
import { APP_ROUTES } from '@ducan/contracts';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { ScreenInProgress } from '@/features/placeholder/screen-in-progress';
import { RootLayout } from './root-layout';

const screen = (title: string) => <ScreenInProgress title={title} />;

/** The route table of the second specification (§2); each screen lives in its feature folder. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: APP_ROUTES.landing, element: screen('Dućan') },
      { path: APP_ROUTES.dashboard, element: screen('Store Builder') },
      { path: APP_ROUTES.dashboardOld, element: screen('Vaše prodavnice') },
      { path: APP_ROUTES.emailTemplates, element: screen('Email Templates') },
      { path: APP_ROUTES.emailSettings, element: screen('Email Settings') },
      { path: APP_ROUTES.hostingerEmailSettings, element: screen('Email Provider Settings') },
      { path: APP_ROUTES.admin, element: screen('Admin') },
      { path: APP_ROUTES.adminEmailEditor, element: screen('Email Editor') },
      { path: APP_ROUTES.customSetup, element: screen('Custom Build') },
      { path: APP_ROUTES.contact, element: screen('Kontakt') },
      { path: APP_ROUTES.masterclass, element: screen('Dropshipping MasterClass') },
      { path: APP_ROUTES.termsOfService, element: screen('Uslovi korišćenja') },
      { path: APP_ROUTES.refundPolicy, element: screen('Politika povraćaja') },
      { path: APP_ROUTES.privacyPolicy, element: screen('Politika privatnosti') },
      { path: APP_ROUTES.logoTest, element: screen('Logo Test') },
      { path: APP_ROUTES.showLogo, element: screen('Logo Demo') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
