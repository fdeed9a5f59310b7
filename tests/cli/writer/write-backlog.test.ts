import { describe, expect, it } from 'vitest';
import { WriteBacklog } from '../../../cli/writer/write-backlog.ts';

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('WriteBacklog', () => {
  it('has room while the content not yet written is under its bound', async () => {
    const backlog = new WriteBacklog(100);
    backlog.add(99);
    expect(backlog.full).toBe(false);
    expect(await settled(backlog.room())).toBe(true);
  });

  it('makes a producer wait at the bound until enough is written, then lets every waiter go', async () => {
    const backlog = new WriteBacklog(100);
    backlog.add(60);
    backlog.add(60);
    expect(backlog.full).toBe(true);
    const first = backlog.room();
    const second = backlog.room();
    backlog.written(10);
    expect(await settled(first)).toBe(false);
    backlog.written(20);
    expect(backlog.full).toBe(false);
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
  });

  it('says it is empty only once everything handed over is written', async () => {
    const backlog = new WriteBacklog(100);
    expect(await settled(backlog.empty())).toBe(true);
    backlog.add(30);
    backlog.add(20);
    const empty = backlog.empty();
    backlog.written(30);
    expect(await settled(empty)).toBe(false);
    backlog.written(20);
    expect(await settled(empty)).toBe(true);
  });
});
