export type MrpErrorCode =
  /** A field of the input is out of range; `details` names every one. */
  | 'MRP_INVALID_INPUT'
  /** Nothing to plan (planning-workspaces §5). */
  | 'MRP_NO_DEMAND';

export const NO_DEMAND_MESSAGE = 'Please add at least one valid order';

/** Invalid MRP input. A cycle in the BOMs is a `BomError` with code BOM_CYCLE. */
export class MrpInputError extends Error {
  readonly code: MrpErrorCode;
  readonly details: readonly string[];

  constructor(code: MrpErrorCode, details: readonly string[]) {
    super(code === 'MRP_NO_DEMAND' ? NO_DEMAND_MESSAGE : `Invalid MRP input: ${details.join('; ')}`);
    this.name = 'MrpInputError';
    this.code = code;
    this.details = details;
  }
}
