import { coalesced } from './coalesced';

describe('coalesced', () => {
  it('folds the asks made during a load into one follow-up load that starts after it', async () => {
    const releases: (() => void)[] = [];
    let loads = 0;
    const load = coalesced(
      () =>
        new Promise<number>((resolve) => {
          loads += 1;
          const n = loads;
          releases.push(() => resolve(n));
        }),
    );
    const first = load();
    const second = load();
    const third = load();
    expect(loads).toBe(1);
    expect(second).toBe(third);
    releases[0]!();
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(loads).toBe(2));
    releases[1]!();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    // Idle again: the next ask loads at once.
    const fourth = load();
    expect(loads).toBe(3);
    releases[2]!();
    expect(await fourth).toBe(3);
  });

  it('still runs the follow-up when the load in flight fails', async () => {
    let calls = 0;
    const load = coalesced(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    const failing = load();
    const next = load();
    await expect(failing).rejects.toThrow('down');
    expect(await next).toBe(2);
  });
});
