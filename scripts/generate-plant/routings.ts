import type { EligibleWorkCenter, RoutingOperationRow } from './rows.ts';

/** [work center, run rate per hour in the routing material's unit, fixed minutes per order]. */
type Eligible = [workCenterId: string, ratePerHour: number, fixedMinutes?: number];

interface OperationSpec {
  description: string;
  family: string;
  eligible: Eligible[];
  requiresMold?: boolean;
  minWait?: number;
  maxWait?: number;
}

const op = (
  description: string,
  family: string,
  eligible: Eligible[],
  extra: Partial<OperationSpec> = {},
) => ({
  description,
  family,
  eligible,
  ...extra,
});

/** Final batch: mix, sheet off, rest, then the lab checks cure and hardness. */
function compoundRouting(family: string, mixers: Eligible[], mills: Eligible[]): OperationSpec[] {
  return [
    op('Mix final batch (masterbatch pass and curatives)', family, mixers),
    op('Sheet off, cool and slab', family, mills, { minWait: 240 }),
    op('Rheometer, hardness and density check', 'LAB', [['INS-01', 4600, 30]]),
  ];
}

function masterbatchRouting(family: string, mixers: Eligible[], mills: Eligible[]): OperationSpec[] {
  return [
    op('Mix masterbatch (non-productive pass)', family, mixers),
    op('Sheet off and cool', family, mills),
  ];
}

/** What an operation of a finishing family does, in the planner's words. */
const FINISHING_STEPS: Record<string, string> = {
  CRYO: 'Cryogenic deflashing',
  KNIFE: 'Trim flash',
  SKIVE: 'Skive, grind and invert belts',
  VISUAL: 'Visual and dimensional inspection',
  'LEAK-TEST': 'Leak and static stiffness test',
  STIFFNESS: 'Static stiffness test',
  'LENGTH-CHECK': 'Length and tension check',
  BAG: 'Count, bag and label',
  CARTON: 'Pack in cartons and label',
};

const finishing = ([family, eligible]: [string, Eligible[]]) =>
  op(FINISHING_STEPS[family] ?? family, family, eligible);

/** Molded rubber part: mold, deflash, inspect, pack. */
function moldedRouting(
  moldFamily: string,
  presses: Eligible[],
  trim: [string, Eligible[]],
  inspect: [string, Eligible[]],
  pack: [string, Eligible[]],
  extra: OperationSpec[] = [],
): OperationSpec[] {
  return [
    op('Mold and vulcanize in press', moldFamily, presses, { requiresMold: true, minWait: 30 }),
    ...extra,
    finishing(trim),
    finishing(inspect),
    finishing(pack),
  ];
}

/** Green extrudate goes into the autoclave within 4 hours; cured goods cool an hour before cutting. */
function extrudedRouting(
  extrude: [string, Eligible[]],
  cure: [string, Eligible[]],
  cut: Eligible[],
  inspect: [description: string, family: string, eligible: Eligible[]],
  pack: Eligible[],
): OperationSpec[] {
  return [
    op(extrude[0], 'EPDM-BLK', extrude[1], { maxWait: 240 }),
    op('Cure in steam autoclave', cure[0], cure[1], { minWait: 60 }),
    op('Cut to length', 'CUT', cut),
    op(inspect[0], inspect[1], inspect[2]),
    op('Coil, wrap and label', 'COIL', pack),
  ];
}

// biome-ignore format: one row per line reads as a table
const O_RING_FINISH = {
  trim: ['CRYO', [['TRM-01', 46800, 20], ['TRM-02', 23400, 20]]] as [string, Eligible[]],
  inspect: ['VISUAL', [['INS-01', 34500, 10]]] as [string, Eligible[]],
  pack: ['BAG', [['PKG-01', 48000, 10]]] as [string, Eligible[]],
};

// biome-ignore format: one row per line reads as a table
const ROUTING_SPECS: Record<string, OperationSpec[]> = {
  'MB-EPDM-N550': masterbatchRouting(
    'EPDM-BLK',
    [['BAN-01', 250], ['BAN-02', 220]],
    [['MIL-02', 290], ['MIL-01', 310]],
  ),
  'MB-NBR-N550': masterbatchRouting('NBR-MB', [['BAN-02', 180], ['BAN-01', 200]], [['MIL-01', 280], ['MIL-02', 250]]),
  'BATCH-890': compoundRouting('NR-60', [['BAN-01', 160], ['BAN-02', 130]], [['MIL-01', 280], ['MIL-02', 250]]),
  'CMP-NR70': compoundRouting('NR-70', [['BAN-01', 160], ['BAN-02', 130]], [['MIL-01', 280], ['MIL-02', 250]]),
  'CMP-SBR65': compoundRouting('SBR-65', [['BAN-01', 200], ['BAN-02', 170]], [['MIL-01', 290], ['MIL-02', 280]]),
  'CMP-EPDM60': compoundRouting('EPDM-BLK', [['BAN-02', 230], ['BAN-01', 260]], [['MIL-02', 290], ['MIL-01', 310]]),
  'CMP-EPDM70': compoundRouting('EPDM-BLK', [['BAN-02', 220], ['BAN-01', 250]], [['MIL-02', 290], ['MIL-01', 310]]),
  'CMP-NBR70': compoundRouting('NBR-70', [['BAN-02', 180], ['BAN-01', 200]], [['MIL-01', 280], ['MIL-02', 250]]),
  'CMP-NBR90': compoundRouting('NBR-90', [['BAN-02', 160], ['BAN-01', 180]], [['MIL-01', 250], ['MIL-02', 240]]),
  'SEMI-CORD-NBR70': [op('Extrude preform cord', 'NBR-70', [['EXT-03', 800], ['EXT-02', 1040]])],
  'SEMI-CORDSHEET-NR': [op('Skim-coat cord fabric on calender', 'NR-70', [['CAL-01', 50, 30]])],
  'SEMI-SHEET-SBR65': [op('Calender sheet 3 mm', 'SBR-65', [['CAL-01', 75, 20]])],
  'PRODUCT-001': moldedRouting(
    'MF-MOUNT',
    [['PRS-03', 34], ['PRS-04', 30]],
    ['KNIFE', [['TRM-02', 210], ['TRM-01', 180]]],
    ['LEAK-TEST', [['INS-01', 100, 15]]],
    ['CARTON', [['PKG-01', 260, 10]]],
  ),
  'FG-EM-210': moldedRouting(
    'MF-MOUNT',
    [['PRS-04', 32], ['PRS-03', 36]],
    ['KNIFE', [['TRM-01', 260], ['TRM-02', 230]]],
    ['STIFFNESS', [['INS-01', 230, 15]]],
    ['CARTON', [['PKG-01', 320, 10]]],
  ),
  'STD-101': moldedRouting(
    'MF-ORING-L',
    [['PRS-03', 390], ['PRS-04', 390], ['PRS-05', 300]],
    O_RING_FINISH.trim,
    O_RING_FINISH.inspect,
    O_RING_FINISH.pack,
  ),
  'FG-OR-020': moldedRouting(
    'MF-ORING-S',
    [['PRS-01', 1440], ['PRS-02', 1440], ['PRS-05', 1800], ['PRS-06', 1800]],
    O_RING_FINISH.trim,
    O_RING_FINISH.inspect,
    O_RING_FINISH.pack,
  ),
  'FG-OR-035': moldedRouting(
    'MF-ORING-S',
    [['PRS-01', 1200], ['PRS-02', 1200], ['PRS-05', 1440], ['PRS-06', 1440]],
    O_RING_FINISH.trim,
    O_RING_FINISH.inspect,
    O_RING_FINISH.pack,
  ),
  'FG-OR-052': moldedRouting(
    'MF-ORING-M',
    [['PRS-02', 1080], ['PRS-01', 1080], ['PRS-05', 900], ['PRS-06', 900]],
    O_RING_FINISH.trim,
    O_RING_FINISH.inspect,
    O_RING_FINISH.pack,
    [op('Post-cure 4 h at 150 °C', 'POSTCURE', [['AUT-02', 18000, 240], ['AUT-01', 24000, 240]], { minWait: 60 })],
  ).map((o, i) => (i === 0 ? { ...o, maxWait: 1440 } : o)),
  'FG-OR-075': moldedRouting(
    'MF-ORING-M',
    [['PRS-02', 900], ['PRS-01', 900], ['PRS-05', 780], ['PRS-06', 780]],
    O_RING_FINISH.trim,
    O_RING_FINISH.inspect,
    O_RING_FINISH.pack,
  ),
  'FG-OS-3552': moldedRouting(
    'MF-OILSEAL-35',
    [['PRS-05', 170], ['PRS-06', 170], ['PRS-01', 220]],
    ['KNIFE', [['TRM-01', 910], ['TRM-02', 780]]],
    ['VISUAL', [['INS-01', 1720, 10]]],
    ['CARTON', [['PKG-01', 3000, 10]]],
  ),
  'FG-OS-5072': moldedRouting(
    'MF-OILSEAL-50',
    [['PRS-06', 120], ['PRS-05', 120]],
    ['KNIFE', [['TRM-01', 780], ['TRM-02', 650]]],
    ['VISUAL', [['INS-01', 1720, 10]]],
    ['CARTON', [['PKG-01', 2500, 10]]],
  ),
  'FG-GSK-FL100': moldedRouting(
    'MF-GASKET',
    [['PRS-07', 55], ['PRS-08', 55], ['PRS-06', 60]],
    ['KNIFE', [['TRM-01', 650], ['TRM-02', 580]]],
    ['VISUAL', [['INS-01', 1380, 10]]],
    ['CARTON', [['PKG-01', 1500, 10]]],
  ),
  'FG-GSK-PUMP': moldedRouting(
    'MF-GASKET',
    [['PRS-07', 140], ['PRS-08', 140], ['PRS-06', 160]],
    ['CRYO', [['TRM-01', 5200, 20], ['TRM-02', 2600, 20]]],
    ['VISUAL', [['INS-01', 3450, 10]]],
    ['BAG', [['PKG-01', 5000, 10]]],
  ),
  'FG-HOSE-32': extrudedRouting(
    ['Extrude hose with knitted reinforcement', [['EXT-01', 120], ['EXT-02', 100]]],
    ['CURE-HOSE', [['AUT-01', 150, 45], ['AUT-02', 130, 45]]],
    [['TRM-02', 1040], ['TRM-01', 910]],
    ['Burst sample and visual inspection', 'PRESSURE-TEST', [['INS-01', 2300, 20]]],
    [['PKG-01', 1500, 10]],
  ),
  'FG-HOSE-38': extrudedRouting(
    ['Extrude hose with knitted reinforcement', [['EXT-02', 110], ['EXT-01', 120]]],
    ['CURE-HOSE', [['AUT-02', 140, 45], ['AUT-01', 120, 45]]],
    [['TRM-02', 1040], ['TRM-01', 910]],
    ['Burst sample and visual inspection', 'PRESSURE-TEST', [['INS-01', 2300, 20]]],
    [['PKG-01', 1500, 10]],
  ),
  'FG-HOSE-16': extrudedRouting(
    ['Extrude heater hose', [['EXT-03', 120], ['EXT-02', 150]]],
    ['CURE-HOSE', [['AUT-02', 260, 45], ['AUT-01', 220, 45]]],
    [['TRM-02', 1300], ['TRM-01', 1170]],
    ['Burst sample and visual inspection', 'PRESSURE-TEST', [['INS-01', 2880, 20]]],
    [['PKG-01', 2000, 10]],
  ),
  'FG-PROF-D12': extrudedRouting(
    ['Extrude D-profile', [['EXT-02', 240], ['EXT-01', 260]]],
    ['CURE-PROFILE', [['AUT-02', 260, 30], ['AUT-01', 220, 30]]],
    [['TRM-02', 1300], ['TRM-01', 1170]],
    ['Visual and gauge inspection', 'VISUAL', [['INS-01', 2880, 10]]],
    [['PKG-01', 2000, 10]],
  ),
  'FG-VB-A42': moldedRouting(
    'MF-VBELT',
    [['PRS-08', 48], ['PRS-07', 42]],
    ['SKIVE', [['TRM-02', 310], ['TRM-01', 260]]],
    ['LENGTH-CHECK', [['INS-01', 580, 10]]],
    ['CARTON', [['PKG-01', 700, 10]]],
  ),
  'FG-VB-B60': moldedRouting(
    'MF-VBELT',
    [['PRS-08', 36], ['PRS-07', 32]],
    ['SKIVE', [['TRM-02', 260], ['TRM-01', 220]]],
    ['LENGTH-CHECK', [['INS-01', 580, 10]]],
    ['CARTON', [['PKG-01', 600, 10]]],
  ),
  'FG-SHEET-SBR3': [
    op('Wrap on drum and cure in autoclave', 'CURE-SHEET', [['AUT-01', 90, 60], ['AUT-02', 80, 60]], { minWait: 60 }),
    op('Thickness and hardness inspection', 'VISUAL', [['INS-01', 690, 10]]),
    op('Roll and wrap', 'ROLL', [['PKG-01', 400, 10]]),
  ],
  'FG-KIT-OR': [
    op('Assemble and label kits', 'KIT', [['PKG-01', 50, 15]]),
    op('Audit kit contents', 'VISUAL', [['INS-01', 340, 10]]),
  ],
};

export const ROUTING_OPERATIONS: RoutingOperationRow[] = Object.entries(ROUTING_SPECS).flatMap(
  ([materialId, ops]) =>
    ops.map((spec, i) => ({
      material_id: materialId,
      operation_no: (i + 1) * 10,
      description: spec.description,
      setup_family: spec.family,
      requires_mold: spec.requiresMold ?? false,
      min_wait_after_minutes: spec.minWait ?? 0,
      max_wait_after_minutes: spec.maxWait ?? null,
      eligible: spec.eligible.map(
        ([workCenterId, rate, fixed]): EligibleWorkCenter => ({
          work_center_id: workCenterId,
          run_rate_per_hour: rate,
          fixed_minutes: fixed ?? 0,
        }),
      ),
    })),
);
