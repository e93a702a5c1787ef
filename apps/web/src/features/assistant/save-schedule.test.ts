import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeScheduleResult } from '../schedule/schedule-test-factories.ts';
import { saveSchedule } from './save-schedule.ts';

afterEach(() => localStorage.clear());

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('Save Schedule (assistant-and-gantt §4; issue 9: the baseline is the released plan)', () => {
  it('stores latest_schedule and fires schedule_updated with the schedule', () => {
    const schedule = makeScheduleResult();
    const listener = vi.fn();
    window.addEventListener('schedule_updated', listener);
    saveSchedule(schedule);
    window.removeEventListener('schedule_updated', listener);

    expect(stored('latest_schedule')).toEqual(schedule);
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual(schedule);
  });

  it('makes no baseline of it: a saved proposal was never accepted', () => {
    saveSchedule(makeScheduleResult());
    expect(stored('schedule_baseline')).toBeNull();
  });
});
