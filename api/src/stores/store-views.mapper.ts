import type { BuildLogEntry, StoreConfiguration, StoreDetail, StoreListItem } from '@ducan/contracts';
import type { BuildLog, Store } from '@ducan/db';

export function toStoreListItem(store: Store): StoreListItem {
  return {
    id: store.id,
    name: store.name,
    url: store.url,
    category: store.category,
    status: store.status,
    progress: store.progress,
    currentStep: store.currentStep,
    createdAt: store.createdAt.toISOString(),
    completedAt: store.completedAt?.toISOString() ?? null,
    themeName: store.themeName,
    shopifyDomain: store.shopifyDomain,
    errorMessage: store.errorMessage,
  };
}

export function toStoreDetail(store: Store): StoreDetail {
  return {
    ...toStoreListItem(store),
    shopifyStoreId: store.shopifyStoreId,
    themeSource: store.themeSource,
    themeId: store.themeId,
    configuration: store.configuration as StoreConfiguration | null,
    updatedAt: store.updatedAt.toISOString(),
  };
}

export function toBuildLogEntry(log: BuildLog): BuildLogEntry {
  return {
    id: log.id,
    storeId: log.storeId,
    step: log.step,
    status: log.status,
    message: log.message,
    details: log.details,
    timestamp: log.timestamp.toISOString(),
  };
}
