import { APP_ROUTES } from '@ducan/contracts/routes';

export interface NavLink {
  label: string;
  to: string;
}

/** The header's page links (first specification, "Shared public layout"). */
export const HEADER_LINKS: readonly NavLink[] = [
  { label: 'Kontakt', to: APP_ROUTES.contact },
  { label: 'Custom Build', to: APP_ROUTES.customSetup },
  { label: 'MasterClass', to: APP_ROUTES.masterclass },
];

export const START_NOW: NavLink = { label: 'Počni odmah', to: APP_ROUTES.dashboard };

/** A route may add in-page anchors to the header through its `handle` (the landing page does). */
export interface LayoutHandle {
  navAnchors?: readonly NavLink[];
}
