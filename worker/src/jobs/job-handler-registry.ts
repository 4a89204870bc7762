import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Job } from 'bullmq';
import { JobName } from '@ducan/queue';
import { ON_JOB } from './on-job.decorator';

export type JobHandler = (job: Job, token?: string) => Promise<unknown>;

/**
 * Finds every `@OnJob` method once at start-up and refuses to start unless each job name has
 * exactly one handler — a missing or doubled handler is a deploy error, not a runtime surprise.
 */
@Injectable()
export class JobHandlerRegistry {
  private readonly handlers = new Map<JobName, JobHandler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  discover(): void {
    const found = new Map<JobName, JobHandler[]>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const name = this.reflector.get<JobName | undefined>(ON_JOB, fn);
        if (!name) continue;
        found.set(name, [...(found.get(name) ?? []), (fn as JobHandler).bind(instance)]);
      }
    }
    const problems: string[] = [];
    for (const name of Object.values(JobName)) {
      const list = found.get(name) ?? [];
      if (list.length !== 1) problems.push(`job "${name}" has ${list.length} handlers (needs exactly 1)`);
      else this.handlers.set(name, list[0]);
    }
    if (problems.length) throw new Error(`Job handlers are misconfigured: ${problems.join('; ')}`);
  }

  get(name: string): JobHandler {
    const handler = this.handlers.get(name as JobName);
    if (!handler) throw new Error(`No handler for job "${name}"`);
    return handler;
  }
}
