/** Money is summed in whole cents so a posting that balances stays balanced however many lines it has. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;
/** Rounds an amount to the cent. */
export const roundMoney = (amount: number): number => fromCents(toCents(amount));
