import type { LotSizeMethod, MaterialType, Unit } from './rows.ts';

/** One vendor's offer for a bought item: price per unit, lead time, minimum order. */
export interface VendorOffer {
  vendorId: string;
  price: number;
  leadTimeDays: number;
  minOrderQty: number;
  isPreferred: boolean;
}

export interface BoughtMaterial {
  id: string;
  description: string;
  type: MaterialType;
  category: string;
  unit: Unit;
  lotSizeMethod: LotSizeMethod;
  /** FOQ: the fixed quantity; EOQ: the economic quantity; POQ: weekly periods covered; LFL: none. */
  lotSize: number | null;
  roundingQty: number;
  offers: VendorOffer[];
}

type OfferSpec = [vendorId: string, price: number, leadTimeDays: number, minOrderQty: number];

function bought(
  id: string,
  description: string,
  type: MaterialType,
  category: string,
  unit: Unit,
  lot: [LotSizeMethod, number | null, number],
  preferred: OfferSpec,
  ...others: OfferSpec[]
): BoughtMaterial {
  const offer = ([vendorId, price, leadTimeDays, minOrderQty]: OfferSpec, isPreferred: boolean) => ({
    vendorId,
    price,
    leadTimeDays,
    minOrderQty,
    isPreferred,
  });
  return {
    id,
    description,
    type,
    category,
    unit,
    lotSizeMethod: lot[0],
    lotSize: lot[1],
    roundingQty: lot[2],
    offers: [offer(preferred, true), ...others.map((o) => offer(o, false))],
  };
}

/** Raw materials, metal inserts and packaging: everything Plant 1000 buys. */
// biome-ignore format: one row per line reads as a table
export const BOUGHT_MATERIALS: BoughtMaterial[] = [
  bought('RM-NR-SMR20', 'Natural rubber SMR 20, 35 kg bales', 'RAW', 'Polymer', 'KG', ['FOQ', 10080, 35],
    ['V-2001', 1.85, 35, 5040], ['V-2002', 1.92, 28, 3360]),
  bought('RM-SBR-1502', 'Styrene-butadiene rubber SBR 1502', 'RAW', 'Polymer', 'KG', ['EOQ', 6000, 1000],
    ['V-2004', 2.1, 10, 2000], ['V-2003', 2.24, 21, 4000]),
  bought('RM-EPDM-50', 'EPDM polymer, 50 Mooney, ENB 5 %', 'RAW', 'Polymer', 'KG', ['FOQ', 12000, 1000],
    ['V-2003', 3.4, 21, 4000], ['V-2004', 3.56, 12, 2000]),
  bought('RM-NBR-33', 'Nitrile rubber NBR, 33 % ACN', 'RAW', 'Polymer', 'KG', ['FOQ', 6000, 1000],
    ['V-2003', 3.9, 21, 3000], ['V-2004', 4.05, 14, 1000]),
  bought('RM-CB-N330', 'Carbon black N330 (HAF), 1 t big bags', 'RAW', 'Filler', 'KG', ['FOQ', 10000, 1000],
    ['V-2006', 1.45, 10, 5000], ['V-2005', 1.52, 18, 10000]),
  bought('RM-CB-N550', 'Carbon black N550 (FEF), 1 t big bags', 'RAW', 'Filler', 'KG', ['FOQ', 20000, 1000],
    ['V-2005', 1.4, 18, 10000], ['V-2006', 1.44, 10, 5000]),
  bought('RM-CLAY', 'Calcined kaolin clay filler', 'RAW', 'Filler', 'KG', ['EOQ', 8000, 1000],
    ['V-2006', 0.42, 10, 2000]),
  bought('RM-SULFUR', 'Sulfur, oil-treated, 20 kg bags', 'RAW', 'Curative', 'KG', ['EOQ', 600, 20],
    ['V-2008', 0.95, 7, 200], ['V-2007', 1.1, 21, 500]),
  bought('RM-CBS', 'Accelerator CBS, granules', 'RAW', 'Accelerator', 'KG', ['POQ', 4, 25], ['V-2007', 4.8, 21, 100]),
  bought('RM-TMTD', 'Accelerator TMTD, granules', 'RAW', 'Accelerator', 'KG', ['POQ', 4, 25], ['V-2007', 5.2, 21, 100]),
  bought('RM-MBTS', 'Accelerator MBTS, granules', 'RAW', 'Accelerator', 'KG', ['POQ', 4, 25],
    ['V-2007', 4.4, 21, 100], ['V-2008', 4.62, 10, 200]),
  bought('RM-ZNO', 'Zinc oxide, rubber grade', 'RAW', 'Activator', 'KG', ['EOQ', 1500, 25],
    ['V-2008', 3.1, 7, 500], ['V-2009', 3.22, 12, 500]),
  bought('RM-STEARIC', 'Stearic acid, beads', 'RAW', 'Activator', 'KG', ['EOQ', 500, 25],
    ['V-2008', 1.6, 7, 250], ['V-2009', 1.68, 5, 100]),
  bought('RM-778', 'Antidegradant 6PPD (antiozonant), pastilles', 'RAW', 'Antidegradant', 'KG', ['FOQ', 150, 25],
    ['V-2007', 4.95, 28, 100]),
  bought('RM-WAX', 'Antiozonant microcrystalline wax', 'RAW', 'Antidegradant', 'KG', ['EOQ', 300, 25],
    ['V-2007', 2.3, 14, 100]),
  bought('RM-OIL-PARA', 'Paraffinic process oil, bulk', 'RAW', 'Plasticizer', 'L', ['FOQ', 12000, 1000],
    ['V-2009', 1.05, 5, 3000]),
  bought('RM-PLAST-DOTP', 'Plasticizer DOTP, 200 L drums', 'RAW', 'Plasticizer', 'L', ['FOQ', 1000, 200],
    ['V-2009', 2.35, 10, 400], ['V-2007', 2.6, 21, 200]),
  bought('RM-CORD-PES', 'Polyester cord fabric 1100 dtex, 1.2 m wide', 'RAW', 'Reinforcement', 'M', ['FOQ', 1500, 100],
    ['V-2011', 2.8, 21, 500]),
  bought('RM-YARN-PES', 'Polyester knitting yarn for hose reinforcement', 'RAW', 'Reinforcement', 'KG', ['EOQ', 600, 50],
    ['V-2011', 5.6, 14, 200]),
  bought('RM-BOND', 'Rubber-to-metal bonding agent (primer and cover coat)', 'RAW', 'Bonding agent', 'L', ['LFL', null, 5],
    ['V-2007', 38, 21, 20]),
  bought('RM-RELEASE', 'Semi-permanent mold release agent', 'RAW', 'Process aid', 'L', ['EOQ', 100, 5],
    ['V-2009', 12.5, 10, 20], ['V-2007', 13.2, 21, 20]),
  bought('INS-OS-35', 'Metal case insert, oil seal 35x52', 'INSERT', 'Metal insert', 'PC', ['FOQ', 40000, 1000],
    ['V-2010', 0.18, 28, 10000]),
  bought('INS-OS-50', 'Metal case insert, oil seal 50x72', 'INSERT', 'Metal insert', 'PC', ['FOQ', 30000, 1000],
    ['V-2010', 0.26, 28, 10000]),
  bought('INS-SPRING-35', 'Garter spring for 35 mm shaft', 'INSERT', 'Spring', 'PC', ['EOQ', 50000, 1000],
    ['V-2010', 0.05, 21, 10000], ['V-2012', 0.06, 14, 5000]),
  bought('INS-SPRING-50', 'Garter spring for 50 mm shaft', 'INSERT', 'Spring', 'PC', ['EOQ', 40000, 1000],
    ['V-2010', 0.07, 21, 10000]),
  bought('INS-EM-BASE', 'Cast aluminium housing, hydraulic engine mount EM-200', 'INSERT', 'Metal insert', 'PC', ['LFL', null, 50],
    ['V-2010', 18.5, 35, 500]),
  bought('INS-EM-PLATE', 'Stamped steel bracket, engine mount EM-210', 'INSERT', 'Metal insert', 'PC', ['FOQ', 5000, 100],
    ['V-2010', 3.4, 28, 1000]),
  bought('INS-EM-STUD', 'Stud bolt M10x30, zinc-flake coated', 'INSERT', 'Fastener', 'PC', ['EOQ', 20000, 500],
    ['V-2010', 0.22, 14, 5000], ['V-2012', 0.25, 7, 2000]),
  bought('PKG-BAG-PE', 'PE bag 200x300 mm', 'PACKAGING', 'Packaging', 'PC', ['EOQ', 20000, 1000],
    ['V-2012', 0.03, 7, 5000]),
  bought('PKG-CARTON-S', 'Carton 300x200x150 mm', 'PACKAGING', 'Packaging', 'PC', ['EOQ', 4000, 100],
    ['V-2012', 0.45, 7, 500]),
  bought('PKG-CARTON-L', 'Carton 600x400x300 mm', 'PACKAGING', 'Packaging', 'PC', ['EOQ', 2000, 100],
    ['V-2012', 1.2, 7, 250]),
  bought('PKG-LABEL', 'Product label 100x50 mm, thermal transfer', 'PACKAGING', 'Packaging', 'PC', ['FOQ', 20000, 1000],
    ['V-2012', 0.02, 5, 5000]),
  bought('PKG-STRETCH', 'Stretch film for hose and profile coils', 'PACKAGING', 'Packaging', 'KG', ['EOQ', 200, 10],
    ['V-2012', 2.9, 7, 50]),
  bought('PKG-KIT-BOX', 'Compartment box for O-ring service kit', 'PACKAGING', 'Packaging', 'PC', ['FOQ', 1000, 100],
    ['V-2012', 1.1, 14, 500]),
];
