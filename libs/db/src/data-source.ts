import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export interface DataSourceOptions {
  url: string;
  /** Small pools by default: api and worker each hold one. */
  poolSize?: number;
  applicationName?: string;
}

export function createDataSource({ url, poolSize = 10, applicationName = 'ducan' }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // Failed queries surface as errors to their callers; TypeORM's own log would print their parameters.
    logging: false,
    applicationName,
    extra: {
      max: poolSize,
      // Fail fast while PostgreSQL is down instead of queueing requests forever.
      connectionTimeoutMillis: 2000,
      query_timeout: 15000,
      keepAlive: true,
    },
  });
}
