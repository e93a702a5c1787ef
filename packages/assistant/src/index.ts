export { type BomQuery, type BomQueryIntent, interpretBomQuery } from './bom-query.ts';
export { interpretCommand, MAX_COMMAND_LENGTH } from './interpret-command.ts';
export {
  type Clarification,
  type CustomerRecord,
  type Entities,
  INTENTS,
  type Intent,
  type Interpretation,
  type InterpretContext,
  type InventoryKind,
  type Language,
  type LocationRecord,
  type MasterData,
  type MaterialRecord,
  type Priority,
  type SuggestedAction,
  type TraceEntry,
  type TraceType,
  type WorkCenterRecord,
} from './interpretation.ts';
export { detectLanguage } from './language.ts';
export { plannerTools, readToolCall, ToolArguments } from './model-tools.ts';
export { isReschedulingIntent } from './rescheduling-intent.ts';
