import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeScheduleResult } from '../schedule/schedule-test-factories.ts';
import { saveSchedule } from './save-schedule.ts';

afterEach(() => localStorage.clear());

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('Save Schedule (assistant-and-gantt §4)', () => {
  it('stores latest_schedule, a first baseline, and fires schedule_updated with the schedule', () => {
    const schedule = makeScheduleResult();
    const listener = vi.fn();
    window.addEventListener('schedule_updated', listener);
    saveSchedule(schedule);
    window.removeEventListener('schedule_updated', listener);

    expect(stored('latest_schedule')).toEqual(schedule);
    expect(stored('schedule_baseline')).toEqual({ type: 'schedule', data: schedule.data });
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual(schedule);
  });

  it('keeps an existing baseline', () => {
    const existing = { type: 'schedule', data: { orders: [] } };
    localStorage.setItem('schedule_baseline', JSON.stringify(existing));
    saveSchedule(makeScheduleResult());
    expect(stored('schedule_baseline')).toEqual(existing);
    expect(stored('latest_schedule')).not.toBeNull();
  });
});
