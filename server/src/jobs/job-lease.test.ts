import { useMigratedTestDatabase } from '../test-support/create-test-database';
import { createTestClock } from '../test-support/test-clock';
import {
  LEASE_MS,
  RENEW_EVERY_MS,
  createJobLease,
  leasedScheduler,
  type JobScheduler,
} from './job-lease';

describe('the lease of a job among the instances on one database', () => {
  const database = useMigratedTestDatabase();
  const clock = createTestClock();
  let job = 0;
  let name = '';
  const lease = (holder: string) => createJobLease({ database, name, holder, clock: clock.now });

  beforeEach(() => {
    job += 1;
    name = `job-${job}`;
  });

  it('goes to one instance, and another asking meanwhile is refused', async () => {
    const [first, second] = [lease('a'), lease('b')];
    expect(await first.renew()).toBe(true);
    expect(await second.renew()).toBe(false);
    expect([first.holds(), second.holds()]).toEqual([true, false]);
  });

  it('goes to exactly one of several instances asking at the same moment', async () => {
    const leases = ['a', 'b', 'c', 'd', 'e'].map(lease);
    const answers = await Promise.all(leases.map((one) => one.renew()));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('stays with its holder while it renews, and passes to another within 10 s of its last renewal', async () => {
    const [holder, other] = [lease('a'), lease('b')];
    await holder.renew();
    for (let step = 0; step < 10; step += 1) {
      clock.advance(RENEW_EVERY_MS);
      expect(await holder.renew()).toBe(true);
      expect(await other.renew()).toBe(false);
    }
    // The holder dies: no more renewals. The other asks at every renewal period.
    let waited = 0;
    while (!(await other.renew())) {
      clock.advance(RENEW_EVERY_MS);
      waited += RENEW_EVERY_MS;
    }
    expect(waited).toBeLessThanOrEqual(10_000);
    expect(waited).toBeGreaterThanOrEqual(LEASE_MS);
    // The old holder, back, finds its lease gone and stops.
    expect(await holder.renew()).toBe(false);
    expect(holder.holds()).toBe(false);
  });

  it('stops its holder short of its end, before another may take it', async () => {
    const holder = lease('a');
    await holder.renew();
    clock.advance(LEASE_MS - RENEW_EVERY_MS - 1);
    expect(holder.holds()).toBe(true);
    clock.advance(1);
    expect(holder.holds()).toBe(false);
  });

  it('is taken at once by another when its holder gives it up', async () => {
    const [holder, other] = [lease('a'), lease('b')];
    await holder.renew();
    await holder.release();
    expect(holder.holds()).toBe(false);
    expect(await other.renew()).toBe(true);
  });
});

describe('a job run under a lease', () => {
  const database = useMigratedTestDatabase();

  /** A scheduler a test runs by hand: each `run` calls every task once. */
  function manualScheduler() {
    const tasks = new Set<() => void>();
    const scheduler: JobScheduler = {
      every(_ms, task) {
        tasks.add(task);
        return () => tasks.delete(task);
      },
    };
    return { scheduler, run: () => tasks.forEach((task) => task()) };
  }

  it('runs on the instance holding the lease only, and moves with it', async () => {
    const clock = createTestClock();
    const ran: string[] = [];
    const instance = (holder: string) => {
      const manual = manualScheduler();
      const leased = leasedScheduler(
        manual.scheduler,
        createJobLease({ database, name: 'feed', holder, clock: clock.now }),
        (error) => {
          throw error;
        },
      );
      leased.scheduler.every(5_000, () => ran.push(holder));
      return { ...manual, renewed: () => leased.renewed(), stop: () => leased.stop() };
    };
    const first = instance('a');
    await first.renewed();
    const second = instance('b');
    await second.renewed();
    first.run();
    second.run();
    expect(ran).toEqual(['a']);

    await first.stop();
    // The second renews at its next period, and runs the job from then on.
    second.run();
    await second.renewed();
    second.run();
    expect(ran).toEqual(['a', 'b']);
    await second.stop();
  });
});
