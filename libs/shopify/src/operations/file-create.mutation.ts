import { defineMutation, type Gid, type UserErrorShape } from './operation';

export type FileStatus = 'UPLOADED' | 'PROCESSING' | 'READY' | 'FAILED';

export interface FileCreateInput {
  originalSource: string;
  contentType?: 'IMAGE' | 'FILE' | 'VIDEO' | 'EXTERNAL_VIDEO' | 'MODEL_3D' | null;
  alt?: string | null;
  filename?: string | null;
}

export interface CreatedFile {
  id: Gid;
  fileStatus: FileStatus;
  alt: string | null;
}

export interface FileCreateVariables {
  files: FileCreateInput[];
}

export interface FileCreateResult {
  fileCreate: { files: CreatedFile[] | null; userErrors: UserErrorShape[] } | null;
}

/** Asynchronous on Shopify's side: poll FilesStatusQuery until READY or FAILED. */
export const FileCreateMutation = defineMutation<FileCreateVariables, FileCreateResult>(
  'FileCreate',
  'fileCreate',
  /* GraphQL */ `
mutation FileCreate($files: [FileCreateInput!]!) {
  fileCreate(files: $files) {
    files { id fileStatus alt }
    userErrors { field message code }
  }
}`,
);
