export type BomErrorCode =
  /** The structure contains a cycle; `cycle` names it. */
  | 'BOM_CYCLE'
  /** A BOM being saved breaks the rules of planning-workspaces §5; `details` lists every failure. */
  | 'BOM_INVALID'
  /** The product has no BOM. */
  | 'BOM_NOT_FOUND'
  /** The item is not in the item master. */
  | 'ITEM_NOT_FOUND'
  /** An argument is out of range (quantity, max level); `details` names it. */
  | 'BOM_INVALID_ARGUMENT';

/** A typed BOM error: tests and the server's error handler read `code`, not the message. */
export class BomError extends Error {
  readonly code: BomErrorCode;
  readonly details: readonly string[];
  /** For BOM_CYCLE: the item ids of the cycle, first repeated last (`['X', 'Y', 'X']`). */
  readonly cycle: readonly string[] | undefined;

  constructor(code: BomErrorCode, message: string, details: readonly string[] = [message], cycle?: string[]) {
    super(message);
    this.name = 'BomError';
    this.code = code;
    this.details = details;
    this.cycle = cycle;
  }
}

/** The error of a cycle, named as `X -> Y -> Z -> X`. */
export function cycleError(cycle: string[]): BomError {
  const message = `Circular reference detected: ${cycle.join(' -> ')}`;
  return new BomError('BOM_CYCLE', message, [message], cycle);
}
