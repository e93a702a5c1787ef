import type { LotSizeMethod, MaterialType, Unit } from './rows.ts';

/** An item Plant 1000 makes: compounds, semi-finished goods and finished goods. */
export interface MadeMaterial {
  id: string;
  description: string;
  type: MaterialType;
  category: string;
  unit: Unit;
  setupFamily: string | null;
  moldFamily: string | null;
  isPhantom: boolean;
  leadTimeDays: number;
  lotSizeMethod: LotSizeMethod;
  /** FOQ: the fixed quantity; EOQ: the economic quantity; POQ: weekly periods covered; LFL: none. */
  lotSize: number | null;
  minOrderQty: number;
  roundingQty: number;
  /** Selling price over standard cost, for finished goods. */
  markup: number | null;
}

type Lot = [method: LotSizeMethod, lotSize: number | null, minOrderQty: number, roundingQty: number];

function compound(
  id: string,
  description: string,
  family: string,
  lot: Lot,
  category = 'Compound',
): MadeMaterial {
  return made(id, description, 'COMPOUND', category, 'KG', family, null, 2, lot, null);
}

function made(
  id: string,
  description: string,
  type: MaterialType,
  category: string,
  unit: Unit,
  setupFamily: string | null,
  moldFamily: string | null,
  leadTimeDays: number,
  [lotSizeMethod, lotSize, minOrderQty, roundingQty]: Lot,
  markup: number | null,
): MadeMaterial {
  return {
    id,
    description,
    type,
    category,
    unit,
    setupFamily,
    moldFamily,
    isPhantom: false,
    leadTimeDays,
    lotSizeMethod,
    lotSize,
    minOrderQty,
    roundingQty,
    markup,
  };
}

const PHANTOM_MASTERBATCH: MadeMaterial = {
  ...compound(
    'MB-NR-N330',
    'NR/N330 masterbatch, first mixing pass (phantom)',
    'NR-MB',
    ['LFL', null, 0, 0],
    'Masterbatch',
  ),
  setupFamily: null,
  leadTimeDays: 0,
  isPhantom: true,
};

// biome-ignore format: one row per line reads as a table
export const MADE_MATERIALS: MadeMaterial[] = [
  PHANTOM_MASTERBATCH,
  compound('MB-EPDM-N550', 'EPDM/N550 masterbatch, non-productive',
    'EPDM-BLK', ['FOQ', 6000, 1000, 100], 'Masterbatch'),
  compound('MB-NBR-N550', 'NBR/N550 masterbatch, non-productive', 'NBR-MB', ['FOQ', 1500, 500, 50], 'Masterbatch'),
  compound('BATCH-890', 'Compound batch 890: NR 60 Shore A, anti-vibration', 'NR-60', ['FOQ', 3000, 500, 100]),
  compound('CMP-NR70', 'NR compound 70 Shore A, belt cushion and skim', 'NR-70', ['FOQ', 2000, 500, 50]),
  compound('CMP-SBR65', 'SBR compound 65 Shore A, sheet and gaskets', 'SBR-65', ['FOQ', 6000, 1000, 100]),
  compound('CMP-EPDM60', 'EPDM compound 60 Shore A, coolant hose', 'EPDM-BLK', ['FOQ', 8000, 1000, 100]),
  compound('CMP-EPDM70', 'EPDM compound 70 Shore A, profiles and seals', 'EPDM-BLK', ['FOQ', 3000, 500, 100]),
  compound('CMP-NBR70', 'NBR compound 70 Shore A, oil resistant', 'NBR-70', ['FOQ', 1000, 250, 50]),
  compound('CMP-NBR90', 'NBR compound 90 Shore A, high pressure', 'NBR-90', ['POQ', 4, 100, 50]),
  made('SEMI-CORD-NBR70', 'Preform cord NBR 70, extruded, cut to blanks', 'SEMI', 'Preform', 'M',
    'NBR-70', null, 2, ['POQ', 2, 1000, 100], null),
  made('SEMI-CORDSHEET-NR', 'Polyester cord sheet skim-coated with NR 70, 1.2 m wide', 'SEMI', 'Calendered sheet', 'M',
    'NR-70', null, 2, ['LFL', null, 200, 50], null),
  made('SEMI-SHEET-SBR65', 'Calendered sheet SBR 65, 3 mm x 1.0 m, uncured', 'SEMI', 'Calendered sheet', 'M',
    'SBR-65', null, 2, ['POQ', 2, 500, 50], null),
  made('PRODUCT-001', 'Hydraulic engine mount EM-200, front', 'FINISHED', 'Engine Mount', 'PC',
    'NR-60', 'MF-MOUNT', 5, ['LFL', null, 200, 50], 1.68),
  made('FG-EM-210', 'Engine mount EM-210, rear torque rod', 'FINISHED', 'Engine Mount', 'PC',
    'NR-60', 'MF-MOUNT', 5, ['LFL', null, 200, 50], 1.55),
  made('STD-101', 'O-ring 101 x 3.5 NBR 70 (standard)', 'FINISHED', 'O-Ring', 'PC',
    'NBR-70', 'MF-ORING-L', 4, ['POQ', 2, 2000, 500], 1.9),
  made('FG-OR-020', 'O-ring 20 x 2 NBR 70', 'FINISHED', 'O-Ring', 'PC',
    'NBR-70', 'MF-ORING-S', 4, ['POQ', 3, 5000, 1000], 2.1),
  made('FG-OR-035', 'O-ring 35 x 2.5 NBR 90', 'FINISHED', 'O-Ring', 'PC',
    'NBR-90', 'MF-ORING-S', 4, ['POQ', 3, 5000, 1000], 2.0),
  made('FG-OR-052', 'O-ring 52 x 3 EPDM 70, post-cured', 'FINISHED', 'O-Ring', 'PC',
    'EPDM-BLK', 'MF-ORING-M', 5, ['POQ', 3, 5000, 1000], 2.0),
  made('FG-OR-075', 'O-ring 75 x 3.5 NBR 70', 'FINISHED', 'O-Ring', 'PC',
    'NBR-70', 'MF-ORING-M', 4, ['POQ', 3, 5000, 500], 1.9),
  made('FG-OS-3552', 'Oil seal 35x52x7 NBR with garter spring', 'FINISHED', 'Oil Seal', 'PC',
    'NBR-70', 'MF-OILSEAL-35', 5, ['EOQ', 24000, 5000, 1000], 1.7),
  made('FG-OS-5072', 'Oil seal 50x72x8 NBR with garter spring', 'FINISHED', 'Oil Seal', 'PC',
    'NBR-70', 'MF-OILSEAL-50', 5, ['EOQ', 15000, 5000, 500], 1.7),
  made('FG-GSK-FL100', 'Flange gasket DN100 PN16, EPDM 70', 'FINISHED', 'Gasket', 'PC',
    'EPDM-BLK', 'MF-GASKET', 4, ['FOQ', 4500, 1000, 100], 1.8),
  made('FG-GSK-PUMP', 'Water pump gasket WP-12, SBR 65', 'FINISHED', 'Gasket', 'PC',
    'SBR-65', 'MF-GASKET', 4, ['LFL', null, 2000, 500], 1.8),
  made('FG-HOSE-32', 'Radiator hose 32 mm ID, EPDM, knitted polyester', 'FINISHED', 'Hose', 'M',
    'EPDM-BLK', null, 5, ['LFL', null, 1000, 100], 1.55),
  made('FG-HOSE-38', 'Radiator hose 38 mm ID, EPDM, knitted polyester', 'FINISHED', 'Hose', 'M',
    'EPDM-BLK', null, 5, ['LFL', null, 1000, 100], 1.55),
  made('FG-HOSE-16', 'Heater hose 16 mm ID, EPDM', 'FINISHED', 'Hose', 'M',
    'EPDM-BLK', null, 4, ['POQ', 3, 2000, 100], 1.6),
  made('FG-PROF-D12', 'EPDM D-profile door seal 12 mm', 'FINISHED', 'Profile', 'M',
    'EPDM-BLK', null, 4, ['LFL', null, 2000, 100], 1.6),
  made('FG-VB-A42', 'V-belt A42 (13 x 8 x 1067 mm)', 'FINISHED', 'V-Belt', 'PC',
    'NR-70', 'MF-VBELT', 5, ['POQ', 3, 500, 50], 1.75),
  made('FG-VB-B60', 'V-belt B60 (17 x 11 x 1524 mm)', 'FINISHED', 'V-Belt', 'PC',
    'NR-70', 'MF-VBELT', 5, ['POQ', 3, 500, 50], 1.75),
  made('FG-SHEET-SBR3', 'Rubber sheet SBR 65, 3 mm x 1.0 m, cured', 'FINISHED', 'Sheet', 'M',
    'SBR-65', null, 4, ['POQ', 3, 500, 50], 1.5),
  made('FG-KIT-OR', 'O-ring service kit, 24 pieces NBR', 'FINISHED', 'Kit', 'PC',
    null, null, 3, ['FOQ', 800, 200, 50], 1.6),
];
