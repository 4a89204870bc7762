import { NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import type { Store } from '@ducan/db';

/** Who is asking: the browser's owner id, and whether an admin session is attached. */
export interface Viewer {
  ownerId: string;
  isAdmin: boolean;
}

export function viewerOf(request: Request): Viewer {
  return { ownerId: request.ownerId, isAdmin: request.isAdmin === true };
}

export function canSee(viewer: Viewer, store: Pick<Store, 'ownerId'>): boolean {
  return viewer.isAdmin || (store.ownerId !== null && store.ownerId === viewer.ownerId);
}

/** Another browser's store answers exactly like a missing one: existence is not disclosed. */
export function storeNotFound(): NotFoundException {
  return new NotFoundException('Store not found');
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the admin session middleware when a signed-in admin makes the request. */
    isAdmin?: boolean;
  }
}
