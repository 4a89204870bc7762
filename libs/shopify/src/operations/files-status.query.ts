import { defineQuery, type Gid } from './operation';
import type { FileStatus } from './file-create.mutation';

export interface FileStatusNode {
  id: Gid;
  fileStatus: FileStatus;
  fileErrors: { code: string; message: string }[];
  /** MediaImage only: the CDN URL once READY. */
  image?: { url: string } | null;
  /** GenericFile only. */
  url?: string | null;
}

export interface FilesStatusVariables {
  ids: Gid[];
}

export interface FilesStatusResult {
  nodes: (FileStatusNode | null)[];
}

/** Polls files created by fileCreate (UPLOADED → READY or FAILED). */
export const FilesStatusQuery = defineQuery<FilesStatusVariables, FilesStatusResult>(
  'FilesStatus',
  /* GraphQL */ `
query FilesStatus($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on File { id fileStatus fileErrors { code message } }
    ... on MediaImage { image { url } }
    ... on GenericFile { url }
  }
}`,
);
