import { BomError, type BomFailure, MrpInputError } from '@takt/engine';
import { AppError } from '../../errors.ts';
import { bomFailureDetails, bomFailureText, cycleText } from './bom-failures.ts';
import { mrpFailureText } from './mrp-wording.ts';

/** The save failures of a BOM, each with the field it is about, worded in `language` (en-US unless Portuguese). */
export function bomInvalid(failures: readonly BomFailure[], language?: string): AppError {
  return new AppError('BOM_INVALID', { count: failures.length }, bomFailureDetails(failures, language));
}

/** Engine errors as the API's typed errors; anything else is rethrown. */
export function toAppError(error: unknown): never {
  if (error instanceof BomError) {
    if (error.code === 'BOM_INVALID') throw bomInvalid(error.failures);
    if (error.code === 'BOM_CYCLE') {
      const cycle = [...(error.cycle ?? [])];
      throw new AppError('BOM_CYCLE', { cycle: cycleText(cycle) }, [
        { field: 'body', message: bomFailureText({ code: 'CYCLE', cycle }) },
      ]);
    }
    if (error.code === 'BOM_NOT_FOUND')
      throw new AppError('BOM_NOT_FOUND', { productId: error.itemId ?? '' });
    if (error.code === 'ITEM_NOT_FOUND') throw new AppError('ITEM_NOT_FOUND', { itemId: error.itemId ?? '' });
    throw new AppError('VALIDATION_FAILED', {}, bomFailureDetails(error.failures));
  }
  if (error instanceof MrpInputError) {
    const messages = error.details.map(mrpFailureText);
    throw new AppError(
      'MRP_INVALID',
      { count: messages.length },
      messages.map((message) => ({
        field: error.code === 'MRP_NO_DEMAND' ? 'body.orders' : 'body',
        message,
      })),
    );
  }
  throw error;
}
