export type BomErrorCode =
  /** The structure contains a cycle; `cycle` names it. */
  | 'BOM_CYCLE'
  /** A BOM being saved breaks the rules of planning-workspaces §5; `failures` lists every one. */
  | 'BOM_INVALID'
  /** The product (`itemId`) has no BOM. */
  | 'BOM_NOT_FOUND'
  /** The item (`itemId`) is not in the item master. */
  | 'ITEM_NOT_FOUND'
  /** An argument is out of range (quantity, max level); `failures` names it. */
  | 'BOM_INVALID_ARGUMENT';

/**
 * One broken rule, as a code and the values that say where (the server words it in the caller's
 * language): the save rules of planning-workspaces §5, and the arguments of a BOM question.
 * `componentIndex` is the component's place in the draft's list, from 0.
 */
export type BomFailure =
  | { code: 'PRODUCT_ID_REQUIRED' }
  | { code: 'PRODUCT_NAME_REQUIRED' }
  | { code: 'COMPONENTS_REQUIRED' }
  | { code: 'COMPONENT_ITEM_REQUIRED'; componentIndex: number }
  | { code: 'COMPONENT_QUANTITY_NOT_POSITIVE'; componentIndex: number }
  | { code: 'COMPONENT_SCRAP_OUT_OF_RANGE'; componentIndex: number }
  /** A component is the product itself. */
  | { code: 'SELF_REFERENCE' }
  /** The item ids of the cycle, first repeated last (`['X', 'Y', 'X']`). */
  | { code: 'CYCLE'; cycle: string[] }
  | { code: 'QUANTITY_NOT_POSITIVE' }
  | { code: 'MAX_LEVEL_BELOW_ONE' };

export type BomFailureCode = BomFailure['code'];

/** What a BOM error knows beyond its code. */
export interface BomErrorFacts {
  failures?: readonly BomFailure[];
  cycle?: readonly string[];
  itemId?: string;
}

/**
 * A typed BOM error: the server's error handler reads `code` and the facts, never the message, which
 * is a diagnostic for logs.
 */
export class BomError extends Error {
  readonly code: BomErrorCode;
  /** For BOM_INVALID and BOM_INVALID_ARGUMENT: every failure, in the order of the rules. */
  readonly failures: readonly BomFailure[];
  /** For BOM_CYCLE (and BOM_INVALID when the draft closes one): the cycle's item ids, first repeated last. */
  readonly cycle: readonly string[] | undefined;
  /** For BOM_NOT_FOUND and ITEM_NOT_FOUND: the id asked for. */
  readonly itemId: string | undefined;

  constructor(code: BomErrorCode, facts: BomErrorFacts = {}) {
    super(diagnosticOf(code, facts));
    this.name = 'BomError';
    this.code = code;
    this.failures = facts.failures ?? [];
    this.cycle = facts.cycle;
    this.itemId = facts.itemId;
  }
}

function diagnosticOf(code: BomErrorCode, facts: BomErrorFacts): string {
  if (code === 'BOM_CYCLE') return `Circular reference detected: ${(facts.cycle ?? []).join(' -> ')}`;
  if (code === 'BOM_NOT_FOUND') return `No BOM found for ${facts.itemId}`;
  if (code === 'ITEM_NOT_FOUND') return `Item ${facts.itemId} not found`;
  return `${code}: ${(facts.failures ?? []).map((failure) => failure.code).join(', ')}`;
}

/** The error of a cycle, `cycle` as `['X', 'Y', 'Z', 'X']`. */
export function cycleError(cycle: string[]): BomError {
  return new BomError('BOM_CYCLE', { cycle });
}
