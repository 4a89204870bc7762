import type { BuildStep } from '../build-steps';
import type { StoreStatus } from '../store-status';

/** A store as the list shows it (spec 001 §3), plus why it failed. */
export interface StoreListItem {
  id: number;
  name: string;
  url: string;
  category: string;
  status: StoreStatus;
  progress: number;
  currentStep: BuildStep | null;
  createdAt: string;
  completedAt: string | null;
  themeName: string | null;
  shopifyDomain: string | null;
  errorMessage: string | null;
}

/** What a build does, as stored with the store (never the token). */
export interface StoreConfiguration {
  themeSource: string;
  themeId: string;
  createSampleProducts: boolean;
  setupNavigation: boolean;
  createPages: boolean;
  applyBranding: boolean;
  activateTheme: boolean;
  sendEmail: boolean;
  primaryColor: string;
  accentColor: string;
  githubUrl?: string;
}

export interface StoreDetail extends StoreListItem {
  shopifyStoreId: string | null;
  themeSource: string;
  themeId: string | null;
  configuration: StoreConfiguration | null;
  updatedAt: string;
}

export interface BuildReportObject {
  step: BuildStep;
  kind: string;
  handle: string;
  title: string | null;
  shopifyId: string;
  adminUrl: string | null;
  storefrontUrl: string | null;
}

export interface BuildReport {
  storeId: number;
  status: StoreStatus;
  shopifyDomain: string | null;
  counts: Record<string, number>;
  objects: BuildReportObject[];
}
