import { QUEUE_SETTINGS } from './queue-settings';
import { JOB_QUEUE, JobName, QueueName } from './queue-names';

describe('queue settings', () => {
  it('recovers a killed worker’s build within 15 s', () => {
    const { lockDuration, stalledInterval } = QUEUE_SETTINGS[QueueName.StoreBuilds];
    expect(lockDuration + stalledInterval).toBeLessThanOrEqual(15_000);
  });

  it('routes every job name to a queue that has settings', () => {
    for (const job of Object.values(JobName)) {
      expect(QUEUE_SETTINGS[JOB_QUEUE[job]]).toBeDefined();
    }
  });
});
