import { BomError, MrpInputError } from '@takt/engine';
import { AppError } from '../../errors.ts';

/** Field a spec message of planning-workspaces §5 is about, for the error details. */
function fieldOfBomMessage(message: string): string {
  const component = /^Component (\d+): (Item ID|Quantity|Scrap)/.exec(message);
  if (component) {
    const field = { 'Item ID': 'item_id', Quantity: 'quantity_per', Scrap: 'scrap_percent' }[component[2]!];
    return `body.components.${Number(component[1]) - 1}.${field}`;
  }
  if (message.startsWith('Product ID')) return 'body.product_id';
  if (message.startsWith('Product name')) return 'body.product_name';
  if (message.startsWith('At least one component')) return 'body.components';
  return 'body.components';
}

/** The save failures of a BOM, each with the field it is about. */
export function bomInvalid(failures: readonly string[]): AppError {
  return new AppError(
    'BOM_INVALID',
    { count: failures.length },
    failures.map((message) => ({ field: fieldOfBomMessage(message), message })),
  );
}

/** Engine errors as the API's typed errors; anything else is rethrown. */
export function toAppError(error: unknown): never {
  if (error instanceof BomError) {
    if (error.code === 'BOM_INVALID') throw bomInvalid(error.details);
    if (error.code === 'BOM_CYCLE') {
      throw new AppError('BOM_CYCLE', { message: error.message }, [
        { field: 'body', message: error.message },
      ]);
    }
    if (error.code === 'BOM_NOT_FOUND')
      throw new AppError('BOM_NOT_FOUND', { productId: idIn(error.message) });
    if (error.code === 'ITEM_NOT_FOUND')
      throw new AppError('ITEM_NOT_FOUND', { itemId: idIn(error.message) });
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      error.details.map((message) => ({ field: 'body', message })),
    );
  }
  if (error instanceof MrpInputError) {
    const messages = error.details.length ? error.details : [error.message];
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

/** The engine names the missing id last in its message ("No BOM found for X"). */
function idIn(message: string): string {
  return message.split(' ').pop() ?? message;
}
