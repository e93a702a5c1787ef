import type { BomMode } from './bom-form.ts';

/** CS01 creates, CS02 changes, CS03 displays a BOM (enterprise-shell §2); anything else displays. */
export function bomModeForTransaction(code: string | null | undefined): BomMode {
  if (code === 'CS01') return 'create';
  if (code === 'CS02') return 'edit';
  return 'display';
}
