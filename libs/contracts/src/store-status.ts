export const STORE_STATUSES = ['pending', 'building', 'completed', 'failed'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const STORE_STATUS_LABELS_EN: Record<StoreStatus, string> = {
  pending: 'Pending',
  building: 'In Progress',
  completed: 'Completed',
  failed: 'Failed',
};

export const STORE_STATUS_LABELS_SR: Record<StoreStatus, string> = {
  pending: 'Na čekanju',
  building: 'U toku',
  completed: 'Završeno',
  failed: 'Neuspešno',
};

export const BUILD_LOG_STATUSES = ['started', 'completed', 'failed'] as const;
export type BuildLogStatus = (typeof BUILD_LOG_STATUSES)[number];
