import { SetMetadata } from '@nestjs/common';
import type { JobName } from '@ducan/queue';

export const ON_JOB = Symbol('ON_JOB');

/** Marks a provider method as the one handler of a job name (immich's pattern). */
export const OnJob = (name: JobName) => SetMetadata(ON_JOB, name);
