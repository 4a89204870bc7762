export * from './types';
export { createShopifySandbox, DEMO_TOKEN } from './sandbox';
export { oauthHmac, verifyOauthHmac } from './oauth';
export { BUILD_SCOPES, PLAN_BUCKETS } from './store';
export { MAX_QUERY_COST } from './graphql-endpoint';
