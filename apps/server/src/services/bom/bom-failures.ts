import type { FieldError } from '@takt/contract';
import type { BomFailure } from '@takt/engine';
import { t } from '../../i18n/translate.ts';

/**
 * The BOM engine's failure codes in words, from the reply catalogs: in en-US the messages of
 * planning-workspaces §5 word for word, in pt-BR the same facts. `language` as a request names it
 * ('pt-BR', 'pt', 'en' ...); anything not Portuguese is en-US.
 */
export function bomFailureText(failure: BomFailure, language?: string): string {
  switch (failure.code) {
    case 'PRODUCT_ID_REQUIRED':
      return t(language, 'bomRule.productIdRequired');
    case 'PRODUCT_NAME_REQUIRED':
      return t(language, 'bomRule.productNameRequired');
    case 'COMPONENTS_REQUIRED':
      return t(language, 'bomRule.componentsRequired');
    // The spec numbers components from 1 in list order.
    case 'COMPONENT_ITEM_REQUIRED':
      return t(language, 'bomRule.componentItemRequired', { component: failure.componentIndex + 1 });
    case 'COMPONENT_QUANTITY_NOT_POSITIVE':
      return t(language, 'bomRule.componentQuantityNotPositive', { component: failure.componentIndex + 1 });
    case 'COMPONENT_SCRAP_OUT_OF_RANGE':
      return t(language, 'bomRule.componentScrapOutOfRange', { component: failure.componentIndex + 1 });
    case 'SELF_REFERENCE':
      return t(language, 'bomRule.selfReference');
    case 'CYCLE':
      return t(language, 'bomRule.cycle', { cycle: cycleText(failure.cycle) });
    case 'QUANTITY_NOT_POSITIVE':
      return t(language, 'bomRule.quantityNotPositive');
    case 'MAX_LEVEL_BELOW_ONE':
      return t(language, 'bomRule.maxLevelBelowOne');
    default: {
      const unknown: never = failure;
      return unknown;
    }
  }
}

/** A cycle as the spec writes it: `X -> Y -> X`. */
export function cycleText(cycle: readonly string[]): string {
  return cycle.join(' -> ');
}

const COMPONENT_FIELD = {
  COMPONENT_ITEM_REQUIRED: 'item_id',
  COMPONENT_QUANTITY_NOT_POSITIVE: 'quantity_per',
  COMPONENT_SCRAP_OUT_OF_RANGE: 'scrap_percent',
} as const;

/** The request field a save failure is about; a self-reference or a cycle is about the component list. */
export function bomFailureField(failure: BomFailure): string {
  switch (failure.code) {
    case 'PRODUCT_ID_REQUIRED':
      return 'body.product_id';
    case 'PRODUCT_NAME_REQUIRED':
      return 'body.product_name';
    case 'COMPONENT_ITEM_REQUIRED':
    case 'COMPONENT_QUANTITY_NOT_POSITIVE':
    case 'COMPONENT_SCRAP_OUT_OF_RANGE':
      return `body.components.${failure.componentIndex}.${COMPONENT_FIELD[failure.code]}`;
    case 'QUANTITY_NOT_POSITIVE':
    case 'MAX_LEVEL_BELOW_ONE':
      return 'body';
    default:
      return 'body.components';
  }
}

/** Each failure as an error detail: its field and its words. */
export function bomFailureDetails(failures: readonly BomFailure[], language?: string): FieldError[] {
  return failures.map((failure) => ({
    field: bomFailureField(failure),
    message: bomFailureText(failure, language),
  }));
}
