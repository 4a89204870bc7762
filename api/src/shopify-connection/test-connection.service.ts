import { BadRequestException, ForbiddenException, HttpException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { TEST_CONNECTION_SUCCESS_MESSAGE, STORE_URL_FORMAT_EXAMPLE, type TestConnectionDto, type TestConnectionResult } from '@ducan/contracts';
import {
  AccessScopesQuery,
  REQUIRED_SCOPES,
  ShopQuery,
  ShopifyError,
  ThemesQuery,
  createShopifyClient,
  missingScopes,
  normalizeShopDomain,
  planLimits,
} from '@ducan/shopify';
import { RedisService } from '../redis/redis.service';
import { ShopifyTransport } from './shopify-transport.service';
import { toHttpException } from './shopify-http-errors';

/** Short: the wizard waits on this answer. */
const TEST_TIMEOUT_MS = 8_000;
/** Enough to count up to any plan's theme limit (cost 2 + 100). */
const THEME_PAGE = 100;

/** The wizard's connection test: can we reach the store with this token, and could a build run? */
@Injectable()
export class TestConnectionService {
  private readonly logger = new Logger(TestConnectionService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisService,
    private readonly transport: ShopifyTransport,
  ) {}

  async test(dto: TestConnectionDto): Promise<TestConnectionResult> {
    const shop = normalizeShopDomain(dto.storeUrl);
    if (!shop) throw new BadRequestException(`Store URL must be in format: ${STORE_URL_FORMAT_EXAMPLE}`);
    const client = createShopifyClient({
      shop,
      accessToken: dto.accessToken,
      redis: this.redis.client,
      redisPrefix: this.config.redisPrefix,
      fetchApi: this.transport.fetchFor(dto.accessToken),
      timeoutMs: TEST_TIMEOUT_MS,
      maxAttempts: 2,
      onBudgetExhausted: 'throw',
    });
    const budget = { onBudgetExhausted: 'throw' as const, maxBudgetWaitMs: 2_000 };
    try {
      const { shop: details } = await client.request(ShopQuery, {}, budget);
      const measured = client.lastCost?.throttleStatus;
      const { currentAppInstallation } = await client.request(AccessScopesQuery, {}, budget);
      const granted = currentAppInstallation.accessScopes.map((scope) => scope.handle).sort();
      const missing = missingScopes(granted);
      if (missing.length > 0) {
        throw new ForbiddenException(`Missing access scope${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
      }
      const limits = planLimits(details.plan, measured);
      const { themes } = await client.request(ThemesQuery, { first: THEME_PAGE }, budget);
      const themeCount = themes?.nodes.length ?? null;
      return {
        ok: true,
        message: TEST_CONNECTION_SUCCESS_MESSAGE,
        shop: { name: details.name, domain: details.myshopifyDomain, plan: details.plan.publicDisplayName, currencyCode: details.currencyCode },
        preflight: {
          grantedScopes: granted,
          requiredScopes: [...REQUIRED_SCOPES],
          missingScopes: missing,
          themeCount,
          themeLimit: limits.themeLimit,
          themeFits: themeCount === null ? null : themeCount < limits.themeLimit,
          planLimits: limits,
        },
      };
    } catch (error) {
      if (error instanceof HttpException) throw error;
      if (error instanceof ShopifyError) throw toHttpException(error);
      // Our own infrastructure (Redis for the shared budget) failed: say so, without details.
      this.logger.error(`Connection test for ${shop} failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException('The connection test is unavailable right now. Please try again in a moment.');
    }
  }
}
