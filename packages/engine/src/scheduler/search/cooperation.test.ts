import { describe, expect, it } from 'vitest';
import { classicJobShop, randomPlant } from '../../../test-fixtures/scheduler/random-plants.ts';
import { type ExchangedSolution, MAKESPAN_OBJECTIVE, type ScheduleOptions } from '../options.ts';
import { schedule } from '../schedule.ts';
import { exchangeCapacity } from './cooperation.ts';

/** A classic job shop, `jobs` × `machines`, random routings and durations 1–99. */
const jobShop = classicJobShop;

const makespan = (seed: number, maxIterations: number): ScheduleOptions => ({
  objective: MAKESPAN_OBJECTIVE,
  algorithm: 'tabu',
  seed,
  maxIterations,
});

/** A cooperation that records what it is handed and answers with `answer`. */
function recording(everyIterations: number, answer: () => ExchangedSolution[] = () => []) {
  const handed: ExchangedSolution[] = [];
  const finished: ExchangedSolution[] = [];
  return {
    handed,
    finished,
    cooperation: {
      everyIterations,
      exchange: (mine: ExchangedSolution) => {
        handed.push({ objective: mine.objective, packed: mine.packed.slice() });
        return answer();
      },
      finish: (best: ExchangedSolution) => void finished.push(best),
    },
  };
}

describe('the search cooperation hook (issue 17, searches on several threads)', () => {
  const shop = jobShop(31, 15, 10);

  it('exchanges at every multiple of its period, counted in iterations, and hands its final best on', () => {
    const hook = recording(250);
    const result = schedule(shop, { ...makespan(3, 2000), cooperation: hook.cooperation });
    expect(hook.handed).toHaveLength(8);
    expect(hook.finished).toHaveLength(1);
    expect(hook.finished[0]!.objective).toBe(result.objective);
    expect(hook.finished[0]!.packed.length).toBe(exchangeCapacity(shop));
  });

  it('changes nothing when the others hand nothing back: the same schedule as alone', () => {
    for (const problem of [shop, randomPlant(22, { hasMolds: true, hasFrozen: true })]) {
      const alone = schedule(problem, makespan(5, 1500));
      const hooked = schedule(problem, { ...makespan(5, 1500), cooperation: recording(100).cooperation });
      expect(hooked.operations).toEqual(alone.operations);
    }
  });

  it("takes another search's better best as its own, and ends at least as good", () => {
    const longer = recording(1000);
    const better = schedule(shop, { ...makespan(8, 4000), cooperation: longer.cooperation }).objective;
    const weak = schedule(shop, makespan(9, 100));
    expect(better).toBeLessThan(weak.objective);
    for (const adopt of ['best', 'restart'] as const) {
      const hook = recording(100, () => [longer.finished[0]!]);
      const helped = schedule(shop, { ...makespan(9, 100), cooperation: { ...hook.cooperation, adopt } });
      expect(helped.objective).toBeLessThanOrEqual(better);
      expect(helped.violations).toEqual([]);
    }
  });
});
