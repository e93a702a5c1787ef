import type { SetupMatrixRow } from './rows.ts';

const WILDCARD = '*';

type Change = [from: string, to: string, minutes: number];

function matrix(
  type: string,
  defaultMinutes: number,
  sameFamilyMinutes: number,
  families: string[],
  changes: Change[] = [],
) {
  const rows: SetupMatrixRow[] = [
    { work_center_type: type, from_family: WILDCARD, to_family: WILDCARD, setup_minutes: defaultMinutes },
  ];
  for (const family of families) {
    rows.push({
      work_center_type: type,
      from_family: family,
      to_family: family,
      setup_minutes: sameFamilyMinutes,
    });
  }
  for (const [from, to, minutes] of changes) {
    rows.push({ work_center_type: type, from_family: from, to_family: to, setup_minutes: minutes });
  }
  return rows;
}

/**
 * Sequence-dependent setups per work-center type. '*' matches any family; the most specific row
 * wins: (from, to), then (from, '*'), then ('*', to), then ('*', '*').
 */
// biome-ignore format: one row per line reads as a table
export const SETUP_MATRICES: SetupMatrixRow[] = [
  ...matrix(
    'Banbury',
    90,
    15,
    ['NR-60', 'NR-70', 'SBR-65', 'EPDM-BLK', 'NBR-MB', 'NBR-70', 'NBR-90'],
    [
      ['NR-60', 'NR-70', 40],
      ['NR-70', 'NR-60', 40],
      ['NBR-MB', 'NBR-70', 30],
      ['NBR-MB', 'NBR-90', 30],
      ['NBR-70', 'NBR-90', 30],
      ['NBR-90', 'NBR-70', 45],
      ['EPDM-BLK', WILDCARD, 120],
    ],
  ),
  ...matrix(
    'Mill',
    30,
    10,
    ['NR-60', 'NR-70', 'SBR-65', 'EPDM-BLK', 'NBR-MB', 'NBR-70', 'NBR-90'],
    [['EPDM-BLK', WILDCARD, 45]],
  ),
  ...matrix('Extruder', 75, 25, ['EPDM-BLK', 'NBR-70'], [['EPDM-BLK', 'NBR-70', 120], ['NBR-70', 'EPDM-BLK', 90]]),
  ...matrix('Calender', 90, 20, ['NR-70', 'SBR-65'], [['NR-70', 'SBR-65', 60], ['SBR-65', 'NR-70', 60]]),
  ...matrix(
    'Press',
    180,
    45,
    ['MF-ORING-S', 'MF-ORING-M', 'MF-ORING-L', 'MF-OILSEAL-35', 'MF-OILSEAL-50', 'MF-MOUNT', 'MF-GASKET', 'MF-VBELT'],
    [
      ['MF-ORING-S', 'MF-ORING-M', 120],
      ['MF-ORING-M', 'MF-ORING-S', 120],
      ['MF-ORING-M', 'MF-ORING-L', 150],
      ['MF-ORING-L', 'MF-ORING-M', 150],
      ['MF-OILSEAL-35', 'MF-OILSEAL-50', 150],
      ['MF-OILSEAL-50', 'MF-OILSEAL-35', 150],
      ['MF-GASKET', 'MF-VBELT', 150],
      ['MF-VBELT', 'MF-GASKET', 150],
      [WILDCARD, 'MF-MOUNT', 240],
      ['MF-MOUNT', WILDCARD, 210],
    ],
  ),
  ...matrix('Autoclave', 30, 10, ['CURE-HOSE', 'CURE-PROFILE', 'CURE-SHEET', 'POSTCURE']),
  ...matrix('Trimming', 20, 5, ['CRYO', 'KNIFE', 'CUT', 'SKIVE']),
  ...matrix('Inspection', 15, 5, ['LAB', 'VISUAL', 'LEAK-TEST', 'STIFFNESS', 'PRESSURE-TEST', 'LENGTH-CHECK']),
  ...matrix('Packaging', 15, 5, ['BAG', 'CARTON', 'COIL', 'ROLL', 'KIT']),
];

/** Setup minutes on a work center of `type` changing from family `from` (undefined: unknown) to `to`. */
export function setupMinutes(
  rows: readonly SetupMatrixRow[],
  type: string,
  from: string | undefined,
  to: string,
): number {
  const ofType = rows.filter((r) => r.work_center_type === type);
  const find = (f: string, t: string) => ofType.find((r) => r.from_family === f && r.to_family === t);
  const source = from ?? WILDCARD;
  const row = find(source, to) ?? find(source, WILDCARD) ?? find(WILDCARD, to) ?? find(WILDCARD, WILDCARD);
  return row?.setup_minutes ?? 0;
}
