/**
 * The product structure as the BOM functions read it: plain data, mapped by the caller from the item
 * master and the stored BOM lines.
 *
 * Quantity convention: a line's `quantityPer` is per **one unit of the parent** (base quantity 1; a caller
 * holding BOMs with another base quantity divides by it). Scrap is added on top of the net quantity:
 * `gross = quantityPer × (1 + scrapPercent / 100)` — the convention of the sample plant's data.
 */

/** Component types of planning-workspaces §9. */
export type ComponentType =
  | 'RAW_MATERIAL'
  | 'PURCHASED_PART'
  | 'MANUFACTURED_PART'
  | 'SUBASSEMBLY'
  | 'CONSUMABLE'
  | 'PACKAGING';

export const COMPONENT_TYPES: readonly ComponentType[] = [
  'RAW_MATERIAL',
  'PURCHASED_PART',
  'MANUFACTURED_PART',
  'SUBASSEMBLY',
  'CONSUMABLE',
  'PACKAGING',
];

/** The component type a line has when none is stated (planning-workspaces §3). */
export const DEFAULT_COMPONENT_TYPE: ComponentType = 'PURCHASED_PART';

/** Max explosion levels the explorer offers (planning-workspaces §9); 99 is labelled All Levels. */
export const EXPLOSION_LEVELS = [1, 2, 3, 5, 10, 99] as const;
export const DEFAULT_EXPLOSION_LEVEL = 10;

/** An item of the item master (a material). */
export interface BomItem {
  itemId: string;
  itemName: string;
  /** Unit of measure (EA, KG, PC, M, L ...). */
  unit?: string;
  /** Standard cost per unit, in the plant's currency; default 0. */
  unitCost?: number;
  /** Replenishment lead time in calendar days; default 0. */
  leadTimeDays?: number;
  /** A phantom is never stocked: its components are passed through to its parent. */
  isPhantom?: boolean;
  /** Material type of the item master (RAW, COMPOUND, SEMI, FINISHED, PACKAGING, INSERT ...). */
  materialType?: string;
  category?: string;
  procurement?: 'MAKE' | 'BUY';
}

/** One component line of a parent's BOM. */
export interface BomLine {
  parentId: string;
  itemId: string;
  /** Quantity per one unit of the parent, in the component's unit; > 0. */
  quantityPer: number;
  /** Scrap added on top of `quantityPer`, percent 0–100; default 0. */
  scrapPercent?: number;
  componentType?: ComponentType;
  /** The line makes the component a phantom (as does the item's own flag). */
  isPhantom?: boolean;
  /** Position in the BOM (10, 20, 30 ...); lines are read in this order, then in array order. */
  lineNo?: number;
  uom?: string;
  /** Name and cost on the line win over the item master's (a BOM may name items the master lacks). */
  itemName?: string;
  unitCost?: number;
}

/** Every BOM of the plant (or as much of it as the question needs) with its item master. */
export interface BomStructure {
  items: readonly BomItem[];
  lines: readonly BomLine[];
}
