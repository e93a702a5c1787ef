import { describe, expect, it } from 'vitest';
import { createExchangeBoard, ExchangeMember } from './search-exchange.ts';

const solution = (objective: number, fill: number) => ({
  objective,
  packed: new Int32Array(6).fill(fill),
});

describe('the exchange board of cooperating searches', () => {
  it('does not wait for a search that has ended: it hands on that search’s final best', () => {
    const board = createExchangeBoard(2, 6);
    const [first, second] = [new ExchangeMember(board, 0), new ExchangeMember(board, 1)];
    second.finish(solution(90, 7));
    second.finish(solution(10, 9)); // a second end changes nothing
    const others = first.exchange(solution(100, 3));
    expect(others.map((o) => o.objective)).toEqual([90]);
    expect(Array.from(others[0]!.packed)).toEqual([7, 7, 7, 7, 7, 7]);
    expect(first.exchange(solution(95, 4)).map((o) => o.objective)).toEqual([90]);
  });

  it('hands nothing on from a search that ended without a best, and refuses a solution too big', () => {
    const board = createExchangeBoard(2, 6);
    const first = new ExchangeMember(board, 0);
    new ExchangeMember(board, 1).finish();
    expect(first.exchange(solution(100, 3))).toEqual([]);
    expect(() => first.exchange({ objective: 1, packed: new Int32Array(7) })).toThrow();
  });
});
