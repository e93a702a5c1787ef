import type { BomItem, BomLine } from '../packages/engine/src/bom/index.ts';
import { seededRandom } from './mrp-plant.ts';

/** The parameters of the generated explosion structure. */
export const EXPLOSION_PLANT = {
  seed: 2,
  levels: 10,
  poolPerLevel: 60,
  extraChildChance: 0.06,
  extraChildFromLevel: 4,
} as const;

/**
 * A 10-level structure for the explosion benchmark: `poolPerLevel` items per level, each with 3
 * components on the next level (4 with `extraChildChance` from `extraChildFromLevel` on), so shared
 * subassemblies make the exploded tree far larger than the stored lines. The product is `EXP-ROOT`.
 */
export function generateExplosionStructure(plant = EXPLOSION_PLANT): { items: BomItem[]; lines: BomLine[] } {
  const random = seededRandom(plant.seed);
  const pool = (level: number) =>
    Array.from({ length: plant.poolPerLevel }, (_, i) => `E${level}-${String(i).padStart(3, '0')}`);
  const levels = [['EXP-ROOT'], ...Array.from({ length: plant.levels }, (_, l) => pool(l + 1))];
  const lines: BomLine[] = [];
  for (let level = 0; level < plant.levels; level++) {
    for (const parentId of levels[level]!) {
      const next = levels[level + 1]!;
      const hasExtra = level >= plant.extraChildFromLevel && random() < plant.extraChildChance;
      const count = hasExtra ? 4 : 3;
      const chosen = new Set<string>();
      while (chosen.size < count) chosen.add(next[Math.floor(random() * next.length)]!);
      [...chosen].forEach((itemId, i) => {
        const quantityPer = Math.round((0.1 + random() * 2) * 100) / 100;
        lines.push({ parentId, itemId, quantityPer, scrapPercent: i === 0 ? 2 : 0, lineNo: (i + 1) * 10 });
      });
    }
  }
  const items: BomItem[] = levels.flat().map((itemId, i) => ({
    itemId,
    itemName: `Item ${itemId}`,
    unit: 'PC',
    unitCost: 1 + (i % 17),
    leadTimeDays: 1 + (i % 9),
  }));
  return { items, lines };
}
