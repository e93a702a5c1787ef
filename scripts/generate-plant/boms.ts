/** One component line of a recipe: item, quantity per one unit of the parent, scrap percent. */
export type RecipeLine = [itemId: string, quantityPer: number, scrapPercent?: number];

/** Density of the liquids weighed into compounds, kg per litre. */
const DENSITY_KG_PER_L: Record<string, number> = { 'RM-OIL-PARA': 0.88, 'RM-PLAST-DOTP': 0.98 };

/**
 * A rubber formulation in parts per hundred rubber (phr), turned into quantity per kg of compound:
 * kilograms for solids, litres for liquids.
 */
function phr(lines: [itemId: string, parts: number, scrapPercent?: number][]): RecipeLine[] {
  const total = lines.reduce((sum, [, parts]) => sum + parts, 0);
  return lines.map(([itemId, parts, scrap]) => {
    const kg = parts / total;
    const perUnit = kg / (DENSITY_KG_PER_L[itemId] ?? 1);
    return [itemId, Math.round(perUnit * 1e6) / 1e6, scrap ?? 0];
  });
}

const MB_NR: [string, number][] = [
  ['RM-NR-SMR20', 100],
  ['RM-CB-N330', 50],
  ['RM-ZNO', 5],
  ['RM-STEARIC', 2],
  ['RM-778', 2],
  ['RM-OIL-PARA', 5],
];
const MB_NR_PARTS = MB_NR.reduce((sum, [, parts]) => sum + parts, 0);
const MB_EPDM_PARTS = 100 + 110 + 70 + 5 + 1 + 40;
const MB_NBR_PARTS = 100 + 65 + 10 + 5 + 1;

/** Bills of material of every made item, quantities per one unit of the parent in its own unit. */
export const RECIPES: Record<string, RecipeLine[]> = {
  'MB-NR-N330': phr(MB_NR),
  'MB-EPDM-N550': phr([
    ['RM-EPDM-50', 100],
    ['RM-CB-N550', 110, 0.5],
    ['RM-OIL-PARA', 70],
    ['RM-ZNO', 5],
    ['RM-STEARIC', 1],
    ['RM-CLAY', 40],
  ]),
  'MB-NBR-N550': phr([
    ['RM-NBR-33', 100],
    ['RM-CB-N550', 65, 0.5],
    ['RM-PLAST-DOTP', 10],
    ['RM-ZNO', 5],
    ['RM-STEARIC', 1],
  ]),
  'BATCH-890': phr([
    ['MB-NR-N330', MB_NR_PARTS],
    ['RM-SULFUR', 2.2],
    ['RM-CBS', 1.5],
    ['RM-WAX', 1.5],
  ]),
  'CMP-NR70': phr([
    ['MB-NR-N330', MB_NR_PARTS],
    ['RM-CB-N550', 20, 0.5],
    ['RM-SULFUR', 2.5],
    ['RM-CBS', 1],
    ['RM-TMTD', 0.3],
  ]),
  'CMP-SBR65': phr([
    ['RM-SBR-1502', 100],
    ['RM-CB-N330', 60, 0.5],
    ['RM-OIL-PARA', 10],
    ['RM-ZNO', 3],
    ['RM-STEARIC', 1],
    ['RM-WAX', 2],
    ['RM-SULFUR', 1.75],
    ['RM-CBS', 1.2],
  ]),
  'CMP-EPDM60': phr([
    ['MB-EPDM-N550', MB_EPDM_PARTS],
    ['RM-SULFUR', 1.5],
    ['RM-TMTD', 1],
    ['RM-MBTS', 1.5],
  ]),
  'CMP-EPDM70': phr([
    ['MB-EPDM-N550', MB_EPDM_PARTS],
    ['RM-CB-N550', 30, 0.5],
    ['RM-SULFUR', 1.5],
    ['RM-TMTD', 1],
    ['RM-MBTS', 1.5],
  ]),
  'CMP-NBR70': phr([
    ['MB-NBR-N550', MB_NBR_PARTS],
    ['RM-SULFUR', 1.5],
    ['RM-TMTD', 1],
    ['RM-CBS', 1.5],
  ]),
  'CMP-NBR90': phr([
    ['MB-NBR-N550', MB_NBR_PARTS],
    ['RM-CB-N330', 40, 0.5],
    ['RM-SULFUR', 1.5],
    ['RM-TMTD', 1.5],
    ['RM-CBS', 1.5],
  ]),
  'SEMI-CORD-NBR70': [['CMP-NBR70', 0.026, 2]],
  'SEMI-CORDSHEET-NR': [
    ['RM-CORD-PES', 1, 2],
    ['CMP-NR70', 1.3, 3],
  ],
  'SEMI-SHEET-SBR65': [['CMP-SBR65', 4.05, 2]],
  'PRODUCT-001': [
    ['BATCH-890', 0.62, 8],
    ['INS-EM-BASE', 1],
    ['INS-EM-STUD', 2],
    ['RM-BOND', 0.012, 5],
    ['RM-RELEASE', 0.0008],
    ['PKG-CARTON-S', 0.1],
    ['PKG-LABEL', 0.1],
  ],
  'FG-EM-210': [
    ['BATCH-890', 0.48, 8],
    ['INS-EM-PLATE', 2],
    ['INS-EM-STUD', 1],
    ['RM-BOND', 0.01, 5],
    ['PKG-CARTON-L', 0.025],
    ['PKG-LABEL', 0.025],
  ],
  'STD-101': [
    ['SEMI-CORD-NBR70', 0.34, 4],
    ['PKG-BAG-PE', 0.01],
    ['PKG-LABEL', 0.01],
  ],
  'FG-OR-020': [
    ['SEMI-CORD-NBR70', 0.07, 5],
    ['PKG-BAG-PE', 0.002],
    ['PKG-LABEL', 0.002],
  ],
  'FG-OR-035': [
    ['CMP-NBR90', 0.006, 12],
    ['PKG-BAG-PE', 0.002],
    ['PKG-LABEL', 0.002],
  ],
  'FG-OR-052': [
    ['CMP-EPDM70', 0.009, 12],
    ['PKG-BAG-PE', 0.004],
    ['PKG-LABEL', 0.004],
  ],
  'FG-OR-075': [
    ['SEMI-CORD-NBR70', 0.25, 4],
    ['PKG-BAG-PE', 0.005],
    ['PKG-LABEL', 0.005],
  ],
  'FG-OS-3552': [
    ['CMP-NBR70', 0.018, 10],
    ['INS-OS-35', 1, 0.5],
    ['INS-SPRING-35', 1],
    ['RM-BOND', 0.0004],
    ['PKG-CARTON-S', 0.005],
    ['PKG-LABEL', 0.005],
  ],
  'FG-OS-5072': [
    ['CMP-NBR70', 0.032, 10],
    ['INS-OS-50', 1, 0.5],
    ['INS-SPRING-50', 1],
    ['RM-BOND', 0.0006],
    ['PKG-CARTON-S', 0.01],
    ['PKG-LABEL', 0.01],
  ],
  'FG-GSK-FL100': [
    ['CMP-EPDM70', 0.16, 6],
    ['PKG-CARTON-L', 0.01],
    ['PKG-LABEL', 0.01],
  ],
  'FG-GSK-PUMP': [
    ['SEMI-SHEET-SBR65', 0.012, 15],
    ['PKG-BAG-PE', 0.02],
    ['PKG-LABEL', 0.02],
  ],
  'FG-HOSE-32': [
    ['CMP-EPDM60', 0.42, 3],
    ['RM-YARN-PES', 0.018, 2],
    ['PKG-STRETCH', 0.002],
    ['PKG-LABEL', 0.02],
  ],
  'FG-HOSE-38': [
    ['CMP-EPDM60', 0.52, 3],
    ['RM-YARN-PES', 0.022, 2],
    ['PKG-STRETCH', 0.0025],
    ['PKG-LABEL', 0.02],
  ],
  'FG-HOSE-16': [
    ['CMP-EPDM60', 0.19, 3],
    ['RM-YARN-PES', 0.009, 2],
    ['PKG-STRETCH', 0.0015],
    ['PKG-LABEL', 0.01],
  ],
  'FG-PROF-D12': [
    ['CMP-EPDM70', 0.16, 4],
    ['PKG-STRETCH', 0.001],
    ['PKG-LABEL', 0.01],
  ],
  'FG-VB-A42': [
    ['SEMI-CORDSHEET-NR', 0.09, 3],
    ['CMP-NR70', 0.21, 5],
    ['PKG-CARTON-S', 0.02],
    ['PKG-LABEL', 0.02],
  ],
  'FG-VB-B60': [
    ['SEMI-CORDSHEET-NR', 0.16, 3],
    ['CMP-NR70', 0.42, 5],
    ['PKG-CARTON-L', 0.02],
    ['PKG-LABEL', 0.02],
  ],
  'FG-SHEET-SBR3': [
    ['SEMI-SHEET-SBR65', 1, 2],
    ['PKG-STRETCH', 0.01],
    ['PKG-LABEL', 0.05],
  ],
  'FG-KIT-OR': [
    ['STD-101', 2],
    ['FG-OR-020', 10],
    ['FG-OR-035', 8],
    ['FG-OR-075', 4],
    ['PKG-KIT-BOX', 1],
    ['PKG-LABEL', 1],
  ],
};
