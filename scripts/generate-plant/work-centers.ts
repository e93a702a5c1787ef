import type { CalendarRow, DowntimeRow, ShiftPattern, WorkCenterRow } from './rows.ts';
import { atDay, iso } from './time.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];
const early = (days: number[]): ShiftPattern => ({ name: 'Early', days, start: '06:00', end: '14:00' });
const late = (days: number[]): ShiftPattern => ({ name: 'Late', days, start: '14:00', end: '22:00' });
const night = (days: number[]): ShiftPattern => ({ name: 'Night', days, start: '22:00', end: '06:00' });

export const CALENDARS: CalendarRow[] = [
  {
    calendar_id: 'CAL-3S-5D',
    name: '3 shifts Monday to Friday',
    shifts: [early(WEEKDAYS), late(WEEKDAYS), night(WEEKDAYS)],
  },
  {
    calendar_id: 'CAL-3S-6D',
    name: '3 shifts Monday to Friday + Saturday early shift',
    shifts: [early([...WEEKDAYS, 6]), late(WEEKDAYS), night(WEEKDAYS)],
  },
  {
    calendar_id: 'CAL-3S-7D',
    name: '3 shifts, 7 days (continuous curing)',
    shifts: [early([1, 2, 3, 4, 5, 6, 7]), late([1, 2, 3, 4, 5, 6, 7]), night([1, 2, 3, 4, 5, 6, 7])],
  },
  {
    calendar_id: 'CAL-2S-5D',
    name: '2 shifts Monday to Friday',
    shifts: [early(WEEKDAYS), late(WEEKDAYS)],
  },
  {
    calendar_id: 'CAL-1S-5D',
    name: '1 shift Monday to Friday',
    shifts: [early(WEEKDAYS)],
  },
  {
    calendar_id: 'CAL-2S-6D',
    name: '2 shifts Monday to Saturday',
    shifts: [early([...WEEKDAYS, 6]), late([...WEEKDAYS, 6])],
  },
];

/** Hours on a full working day of each calendar. */
const HOURS_PER_DAY: Record<string, number> = {
  'CAL-3S-5D': 24,
  'CAL-3S-6D': 24,
  'CAL-3S-7D': 24,
  'CAL-2S-5D': 16,
  'CAL-1S-5D': 8,
  'CAL-2S-6D': 16,
};

type WorkCenterSpec = [
  id: string,
  name: string,
  type: string,
  process: string,
  calendar: string,
  rate: number,
];

// biome-ignore format: one row per line reads as a table
const SPECS: WorkCenterSpec[] = [
  [
    'BAN-01',
    'Banbury Mixer 1',
    'Banbury',
    'Internal mixing of final batches, 75 L tangential rotors',
    'CAL-3S-5D',
    145,
  ],
  [
    'BAN-02',
    'Banbury Mixer 2',
    'Banbury',
    'Internal mixing of masterbatches and final batches, 55 L intermeshing rotors',
    'CAL-2S-5D',
    130,
  ],
  ['MIL-01', 'Mill 1', 'Mill', 'Two-roll mill: sheet-off, cooling and strip feeding of compound', 'CAL-2S-5D', 62],
  ['MIL-02', 'Mill 2', 'Mill', 'Two-roll mill: sheet-off, cooling and strip feeding of compound', 'CAL-2S-5D', 58],
  ['EXT-01', 'Extruder 1', 'Extruder', 'Cold-feed extrusion, 120 mm, hose line with knitting head', 'CAL-3S-5D', 115],
  ['EXT-02', 'Extruder 2', 'Extruder', 'Cold-feed extrusion, 90 mm, hoses and profiles', 'CAL-3S-5D', 105],
  ['EXT-03', 'Extruder 3', 'Extruder', 'Cold-feed extrusion, 60 mm, small hoses and preform cord', 'CAL-3S-5D', 85],
  [
    'CAL-01',
    'Calender 1',
    'Calender',
    'Four-roll calender: sheeting and skim-coating of cord fabric',
    'CAL-1S-5D',
    125,
  ],
  ['PRS-01', 'Press 1', 'Press', 'Injection molding, 200 t clamp, 1 station', 'CAL-3S-6D', 95],
  ['PRS-02', 'Press 2', 'Press', 'Injection molding, 200 t clamp, 1 station', 'CAL-3S-6D', 95],
  ['PRS-03', 'Press 3', 'Press', 'Injection molding, 400 t clamp, rubber-to-metal bonding', 'CAL-3S-6D', 120],
  ['PRS-04', 'Press 4', 'Press', 'Injection molding, 400 t clamp, rubber-to-metal bonding', 'CAL-3S-6D', 118],
  ['PRS-05', 'Press 5', 'Press', 'Compression molding, 250 t, 2 daylights', 'CAL-3S-6D', 78],
  ['PRS-06', 'Press 6', 'Press', 'Compression molding, 250 t, 2 daylights', 'CAL-3S-6D', 78],
  ['PRS-07', 'Press 7', 'Press', 'Compression molding, 300 t, gaskets and belt ring molds', 'CAL-2S-5D', 82],
  ['PRS-08', 'Press 8', 'Press', 'Compression molding, 300 t, gaskets and belt ring molds', 'CAL-2S-5D', 82],
  [
    'AUT-01',
    'Autoclave 1',
    'Autoclave',
    'Steam autoclave curing (vulcanization), 1.8 m x 12 m vessel',
    'CAL-3S-7D',
    72,
  ],
  [
    'AUT-02',
    'Autoclave 2',
    'Autoclave',
    'Steam autoclave curing (vulcanization) and post-cure, 1.5 m x 9 m',
    'CAL-3S-7D',
    66,
  ],
  ['TRM-01', 'Trimming 1', 'Trimming', 'Cryogenic deflashing and knife trimming', 'CAL-2S-5D', 48],
  ['TRM-02', 'Trimming 2', 'Trimming', 'Cutting to length, skiving and manual trimming', 'CAL-2S-5D', 44],
  ['INS-01', 'Inspection 1', 'Inspection', 'Visual, dimensional, hardness and pressure testing', 'CAL-3S-5D', 55],
  ['PKG-01', 'Packaging 1', 'Packaging', 'Bagging, cartoning, coiling, labelling and kit assembly', 'CAL-2S-6D', 40],
];

export const WORK_CENTERS: WorkCenterRow[] = SPECS.map(([id, name, type, process, calendar, rate]) => ({
  work_center_id: id,
  name,
  type,
  process,
  capacity_hours_per_day: HOURS_PER_DAY[calendar] ?? 0,
  calendar_id: calendar,
  cost_rate_per_hour: rate,
  is_active: true,
}));

type DowntimeSpec = [
  wc: string,
  kind: DowntimeRow['kind'],
  startDay: number,
  startHour: number,
  hours: number,
  reason: string,
];

/** Days count from the anchor Monday: day 8 is the Tuesday of week 1. */
// biome-ignore format: one row per line reads as a table
const DOWNTIME_SPECS: DowntimeSpec[] = [
  ['PRS-06', 'breakdown', -5, 9.5, 16.5, 'Hydraulic pump failure; main cylinder seal replaced'],
  ['EXT-02', 'maintenance', 10, 6, 8, 'Screw and barrel wear measurement'],
  ['PRS-05', 'maintenance', 8, 6, 16, 'Platen heater replacement'],
  ['PRS-03', 'maintenance', 14, 6, 8, 'Mold temperature controller service'],
  ['BAN-01', 'maintenance', 16, 6, 24, 'Rotor tip and dust-stop seal overhaul'],
  ['MIL-02', 'maintenance', 22, 6, 8, 'Nip guard and emergency-stop test'],
  ['AUT-01', 'maintenance', 26, 6, 48, 'Statutory pressure-vessel inspection'],
  ['CAL-01', 'maintenance', 28, 6, 16, 'Roll bearing lubrication and gap calibration'],
  ['INS-01', 'maintenance', 31, 6, 4, 'Hardness tester and gauge calibration'],
  ['PKG-01', 'maintenance', 39, 6, 8, 'Labeller replacement'],
  ['PRS-07', 'maintenance', 43, 6, 16, 'Ring mold carrier alignment'],
];

export const DOWNTIMES: DowntimeRow[] = DOWNTIME_SPECS.map(([wc, kind, day, hour, hours, reason], i) => ({
  downtime_id: `DT-${String(i + 1).padStart(3, '0')}`,
  work_center_id: wc,
  start_at: iso(atDay(day, hour)),
  end_at: iso(atDay(day, hour + hours)),
  kind,
  reason,
}));
