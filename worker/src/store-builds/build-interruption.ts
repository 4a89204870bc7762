/** Raised between Shopify calls when the user cancelled the build. */
export class BuildCancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'BuildCancelledError';
  }
}

/** Raised between Shopify calls when the worker is shutting down: the job goes back to the queue. */
export class WorkerShuttingDownError extends Error {
  constructor() {
    super('The worker is shutting down; the build continues elsewhere.');
    this.name = 'WorkerShuttingDownError';
  }
}

/** Set once on SIGTERM/SIGINT; running builds stop at their next Shopify call and checkpoint. */
export class ShutdownSignal {
  private requested = false;

  request(): void {
    this.requested = true;
  }

  get isRequested(): boolean {
    return this.requested;
  }
}
