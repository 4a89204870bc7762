import { defineMutation, type Gid, type UserErrorShape } from './operation';

export interface PublishablePublishVariables {
  /** A product or collection id. */
  id: Gid;
  input: { publicationId: Gid; publishDate?: string | null }[];
}

export interface PublishablePublishResult {
  publishablePublish: { userErrors: UserErrorShape[] } | null;
}

/** Nothing is visible until published; repeating it is harmless. */
export const PublishablePublishMutation = defineMutation<PublishablePublishVariables, PublishablePublishResult>(
  'PublishablePublish',
  'publishablePublish',
  /* GraphQL */ `
mutation PublishablePublish($id: ID!, $input: [PublicationInput!]!) {
  publishablePublish(id: $id, input: $input) {
    userErrors { field message }
  }
}`,
);
