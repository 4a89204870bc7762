import type { BuildStep } from './build-steps';
import type { BuildLogStatus, StoreStatus } from './store-status';

/** The socket.io path, shared by the gateway and every client. */
export const SOCKET_PATH = '/ws';

export interface BuildLogEntry {
  id: number;
  storeId: number;
  step: BuildStep;
  status: BuildLogStatus;
  message: string | null;
  details: Record<string, unknown> | null;
  timestamp: string;
}

export interface StoreUpdatePayload {
  storeId: number;
  status: StoreStatus;
  progress: number;
  currentStep: BuildStep;
  updatedAt: string;
  log?: BuildLogEntry;
}

export interface SubscribePayload {
  storeId: number;
}

export interface SubscribeAck {
  ok: boolean;
  message?: string;
}

/** Events the server emits to browsers. */
export interface ServerToClientEvents {
  storeUpdate: (payload: StoreUpdatePayload) => void;
}

/** Events browsers emit to the server. */
export interface ClientToServerEvents {
  subscribe: (payload: SubscribePayload, ack?: (result: SubscribeAck) => void) => void;
  unsubscribe: (payload: SubscribePayload) => void;
}

export const SOCKET_EVENTS = {
  storeUpdate: 'storeUpdate',
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
} as const satisfies Record<keyof ServerToClientEvents | keyof ClientToServerEvents, string>;

export function storeRoom(storeId: number): string {
  return `store:${storeId}`;
}
