/**
 * Which inventory account of the sample chart holds a material's stock, by its material type (the
 * chart's own descriptions: raw materials hold polymers, fillers, chemicals, inserts and packaging;
 * work in process holds compounds and semi-finished goods; finished goods hold finished products).
 * The seed's journal closes each at its stock's standard-cost value and every posting moves stock
 * by this rule, so F.01's inventory accounts and MB51's stock value stay reconciled.
 */
export const INVENTORY_ACCOUNT_BY_TYPE: Readonly<Record<string, '1200' | '1210' | '1220'>> = {
  RAW: '1200',
  INSERT: '1200',
  PACKAGING: '1200',
  COMPOUND: '1210',
  SEMI: '1210',
  FINISHED: '1220',
};

/** The inventory account number of a material type; an unknown type is stock bought in (raw materials). */
export function inventoryAccountNumber(materialType: string): '1200' | '1210' | '1220' {
  return INVENTORY_ACCOUNT_BY_TYPE[materialType] ?? '1200';
}
