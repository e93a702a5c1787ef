import type { InterpretContext, MasterData, MaterialRecord } from '../src/interpretation.ts';

/** Work centers as in Plant 1000: `[id prefix, type, how many]`. */
const WORK_CENTER_KINDS: [string, string, string, number][] = [
  ['BAN', 'Banbury', 'Banbury Mixer', 2],
  ['MIL', 'Mill', 'Mill', 2],
  ['EXT', 'Extruder', 'Extruder', 3],
  ['CAL', 'Calender', 'Calender', 1],
  ['PRS', 'Press', 'Press', 8],
  ['AUT', 'Autoclave', 'Autoclave', 2],
  ['TRM', 'Trimming', 'Trimming', 2],
  ['INS', 'Inspection', 'Inspection', 1],
  ['PKG', 'Packaging', 'Packaging', 1],
];

const material = (
  id: string,
  description: string,
  unit: string,
  type: string,
  category: string,
): MaterialRecord => ({
  id,
  description,
  unit,
  type,
  category,
});

/** A small copy of Plant 1000's master data for tests: its work centers and a few of its items. */
export function makeTestPlant(): MasterData {
  return {
    workCenters: WORK_CENTER_KINDS.flatMap(([prefix, type, name, count]) =>
      Array.from({ length: count }, (_, k) => ({
        id: `${prefix}-${String(k + 1).padStart(2, '0')}`,
        name: `${name} ${k + 1}`,
        type,
      })),
    ),
    materials: [
      material('RM-NBR-33', 'Nitrile rubber NBR, 33 % ACN', 'KG', 'RAW', 'Polymer'),
      material('RM-EPDM-50', 'EPDM polymer, 50 Mooney, ENB 5 %', 'KG', 'RAW', 'Polymer'),
      material('RM-SULFUR', 'Sulfur, oil-treated, 20 kg bags', 'KG', 'RAW', 'Curative'),
      material('RM-778', 'Antidegradant 6PPD (antiozonant), pastilles', 'KG', 'RAW', 'Antidegradant'),
      material('RM-CB-N330', 'Carbon black N330 (HAF), 1 t big bags', 'KG', 'RAW', 'Filler'),
      material(
        'MB-NR-N330',
        'NR/N330 masterbatch, first mixing pass (phantom)',
        'KG',
        'COMPOUND',
        'Masterbatch',
      ),
      material('PKG-KIT-BOX', 'Compartment box for O-ring service kit', 'PC', 'PACKAGING', 'Packaging'),
      material(
        'BATCH-890',
        'Compound batch 890: NR 60 Shore A, anti-vibration',
        'KG',
        'COMPOUND',
        'Compound',
      ),
      material('CMP-NBR70', 'NBR compound 70 Shore A, oil resistant', 'KG', 'COMPOUND', 'Compound'),
      material('CMP-NBR90', 'NBR compound 90 Shore A, high pressure', 'KG', 'COMPOUND', 'Compound'),
      material('PRODUCT-001', 'Hydraulic engine mount EM-200, front', 'PC', 'FINISHED', 'Engine Mount'),
      material('STD-101', 'O-ring 101 x 3.5 NBR 70 (standard)', 'PC', 'FINISHED', 'O-Ring'),
      material('FG-OR-020', 'O-ring 20 x 2 NBR 70', 'PC', 'FINISHED', 'O-Ring'),
      material('FG-OR-075', 'O-ring 75 x 3.5 NBR 70', 'PC', 'FINISHED', 'O-Ring'),
      material('FG-HOSE-32', 'Radiator hose 32 mm ID, EPDM, knitted polyester', 'M', 'FINISHED', 'Hose'),
      material('FG-HOSE-38', 'Radiator hose 38 mm ID, EPDM, knitted polyester', 'M', 'FINISHED', 'Hose'),
      material('FG-OS-5072', 'Oil seal 50x72x8 NBR with garter spring', 'PC', 'FINISHED', 'Oil Seal'),
    ],
    customers: [
      { id: 'C-1001', name: 'Meridian Motors, Assembly Plant Sul' },
      { id: 'C-1002', name: 'Atlas Truck & Bus Ltda.' },
      { id: 'C-1004', name: 'Kestrel Pumps Ltd.' },
      { id: 'C-1008', name: 'Coastal Auto Aftermarket Inc.' },
      { id: 'C-1011', name: 'Pampa Distribuidora de Vedações Ltda.' },
    ],
    locations: [
      { id: 'MAIN', name: 'Main Warehouse' },
      { id: 'PRODUCTION', name: 'Production Floor' },
      { id: 'QUARANTINE', name: 'Quarantine' },
      { id: 'SHIPPING', name: 'Shipping' },
    ],
    orderIds: ['1001', '1004', '1012', '1041', '1050', 'SO-50088'],
  };
}

/** Wednesday 2026-11-25 10:00 UTC, the reference time of the tests and the evaluation sets. */
export const TEST_NOW = new Date('2026-11-25T10:00:00Z');

const plant = makeTestPlant();

/** An interpretation context on the test plant at `TEST_NOW`. */
export function makeContext(overrides: Partial<InterpretContext> = {}): InterpretContext {
  return { now: TEST_NOW, masterData: plant, ...overrides };
}
