/** Every BullMQ queue Dućan runs. */
export enum QueueName {
  StoreBuilds = 'store-builds',
  Email = 'email',
}

/** Every job name, each handled by exactly one processor (checked at worker start-up). */
export enum JobName {
  BuildStore = 'build-store',
  SendEmail = 'send-email',
}

/** Which queue each job goes to. */
export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.BuildStore]: QueueName.StoreBuilds,
  [JobName.SendEmail]: QueueName.Email,
};
