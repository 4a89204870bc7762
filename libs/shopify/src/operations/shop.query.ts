import { defineQuery, type EmptyVariables, type Gid } from './operation';

export interface ShopDetails {
  id: Gid;
  name: string;
  email: string;
  myshopifyDomain: string;
  currencyCode: string;
  primaryDomain: { url: string; host: string };
  plan: { publicDisplayName: string; partnerDevelopment: boolean; shopifyPlus: boolean };
}

export interface ShopResult {
  shop: ShopDetails;
}

/** store_creation: verifies the shop and records its details. Needs no access scope. */
export const ShopQuery = defineQuery<EmptyVariables, ShopResult>(
  'Shop',
  /* GraphQL */ `
query Shop {
  shop {
    id
    name
    email
    myshopifyDomain
    currencyCode
    primaryDomain { url host }
    plan { publicDisplayName partnerDevelopment shopifyPlus }
  }
}`,
);
