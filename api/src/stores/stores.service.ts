import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_PRIMARY_COLOR,
  type BuildLogEntry,
  type BuildReport,
  type CreateStoreDto,
  type StoreConfiguration,
  type StoreDetail,
  type StoreListItem,
} from '@ducan/contracts';
import { BuildLog, OutboxMessage, Store, StoreObject } from '@ducan/db';
import { BUILD_STORE_TOPIC } from '@ducan/build-dispatch';
import { TokenCipher } from '@ducan/secrets';
import { DatabaseService } from '../database/database.service';
import { BuildDispatcherService } from './build-dispatcher.service';
import { canSee, storeNotFound, type Viewer } from './store-access';
import { toBuildLogEntry, toStoreDetail, toStoreListItem } from './store-views.mapper';
import { toReportObject } from './build-report';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class StoresService {
  private readonly cipher: TokenCipher;

  constructor(
    private readonly database: DatabaseService,
    private readonly dispatcher: BuildDispatcherService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cipher = TokenCipher.fromSecrets(config.appSecret);
  }

  /** Inserts the store, its encrypted token and the outbox message in one transaction. */
  async create(dto: CreateStoreDto, viewer: Viewer): Promise<{ id: number }> {
    const configuration: StoreConfiguration = {
      themeSource: dto.themeSource,
      themeId: dto.themeId,
      createSampleProducts: dto.createSampleProducts,
      setupNavigation: dto.setupNavigation,
      createPages: dto.createPages,
      applyBranding: dto.applyBranding,
      activateTheme: dto.activateTheme,
      sendEmail: dto.sendEmail,
      primaryColor: dto.primaryColor ?? DEFAULT_PRIMARY_COLOR,
      accentColor: dto.accentColor ?? DEFAULT_ACCENT_COLOR,
      ...(dto.githubUrl ? { githubUrl: dto.githubUrl } : {}),
    };
    try {
      const id = await this.database.manager.transaction(async (manager) => {
        const store = await manager.save(
          manager.create(Store, {
            name: dto.storeName,
            url: dto.storeUrl,
            category: dto.category,
            themeSource: dto.themeSource,
            themeId: dto.themeId,
            configuration: configuration as unknown as Record<string, unknown>,
            ownerId: viewer.ownerId,
          }),
        );
        await manager.update(Store, store.id, { accessTokenEncrypted: this.cipher.encrypt(dto.accessToken, `store:${store.id}`) });
        await this.enqueueBuild(manager, store.id);
        return store.id;
      });
      await this.dispatcher.relayNow();
      return { id };
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new ConflictException(`A store with the URL ${dto.storeUrl} already exists.`);
      }
      throw error;
    }
  }

  async list(viewer: Viewer): Promise<StoreListItem[]> {
    const stores = await this.database.manager.find(Store, {
      where: viewer.isAdmin ? {} : { ownerId: viewer.ownerId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return stores.map(toStoreListItem);
  }

  async get(id: number, viewer: Viewer): Promise<StoreDetail> {
    return toStoreDetail(await this.findVisible(id, viewer));
  }

  async logs(id: number, viewer: Viewer): Promise<BuildLogEntry[]> {
    await this.findVisible(id, viewer);
    const logs = await this.database.manager.find(BuildLog, { where: { storeId: id }, order: { timestamp: 'ASC', id: 'ASC' } });
    return logs.map(toBuildLogEntry);
  }

  /** A failed build starts again; the worker skips the steps that completed and resumes at the failed one. */
  async retry(id: number, viewer: Viewer): Promise<StoreDetail> {
    await this.findVisible(id, viewer);
    await this.database.manager.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Store)
        .set({ status: 'pending', errorMessage: null, cancelRequested: false, updatedAt: () => 'now()' })
        .where('id = :id AND status = :status', { id, status: 'failed' })
        .execute();
      if (!result.affected) throw new ConflictException('Only a failed build can be retried.');
      await this.enqueueBuild(manager, id);
    });
    await this.dispatcher.relayNow();
    return this.get(id, viewer);
  }

  /**
   * A pending build is cancelled at once; a running one stops after its current Shopify call
   * (the worker sees the flag) and is then marked failed with the message "Cancelled".
   */
  async cancel(id: number, viewer: Viewer): Promise<StoreDetail> {
    const store = await this.findVisible(id, viewer);
    if (store.status !== 'pending' && store.status !== 'building') {
      throw new ConflictException('Only a pending or running build can be cancelled.');
    }
    await this.database.manager.update(Store, { id }, { cancelRequested: true, updatedAt: new Date() });
    if (store.status === 'pending' && !(await this.dispatcher.buildQueue.hasLiveJob(id).catch(() => true))) {
      await this.database.manager.update(Store, { id, status: 'pending' }, { status: 'failed', errorMessage: 'Cancelled', updatedAt: new Date() });
    }
    return this.get(id, viewer);
  }

  async report(id: number, viewer: Viewer): Promise<BuildReport> {
    const store = await this.findVisible(id, viewer);
    const objects = await this.database.manager.find(StoreObject, { where: { storeId: id }, order: { id: 'ASC' } });
    const counts: Record<string, number> = {};
    for (const object of objects) counts[object.kind] = (counts[object.kind] ?? 0) + 1;
    return {
      storeId: id,
      status: store.status,
      shopifyDomain: store.shopifyDomain,
      counts,
      objects: objects.map((object) => toReportObject(object, store, this.config.publicUrl)),
    };
  }

  private async findVisible(id: number, viewer: Viewer): Promise<Store> {
    const store = await this.database.manager.findOne(Store, { where: { id } });
    if (!store || !canSee(viewer, store)) throw storeNotFound();
    return store;
  }

  private async enqueueBuild(manager: EntityManager, storeId: number): Promise<void> {
    await manager.insert(OutboxMessage, { topic: BUILD_STORE_TOPIC, payload: { storeId } });
  }
}
