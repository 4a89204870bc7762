import { defineQuery, type Gid } from './operation';

export interface PublicationSummary {
  id: Gid;
  autoPublish: boolean;
  catalog: { title: string } | null;
}

export interface PublicationsVariables {
  first?: number;
}

export interface PublicationsResult {
  publications: { nodes: PublicationSummary[] };
}

/** The Online Store publication is the one whose catalog title is "Online Store". */
export const PublicationsQuery = defineQuery<PublicationsVariables, PublicationsResult>(
  'Publications',
  /* GraphQL */ `
query Publications($first: Int = 20) {
  publications(first: $first) {
    nodes { id autoPublish catalog { title } }
  }
}`,
);
