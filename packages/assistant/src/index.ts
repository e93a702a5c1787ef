export { type BomQuery, type BomQueryIntent, interpretBomQuery } from './bom-query.ts';
export { isReschedulingIntent } from './rescheduling-intent.ts';
