export { type BomQuery, type BomQueryIntent, interpretBomQuery } from './bom-query.ts';
export { isClarificationQuestion } from './clarification-questions.ts';
export { interpretCommand, MAX_COMMAND_LENGTH } from './interpret-command.ts';
export {
  ACTION_INTENTS,
  type BalanceFocus,
  type BomDirection,
  type CandidateReading,
  type Clarification,
  type ClarificationReason,
  CONFIDENCE_THRESHOLD,
  type ConversationTurn,
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
  type Polarity,
  type Priority,
  type ShiftDirection,
  type ShiftName,
  type ShiftTarget,
  type StatusKind,
  type SuggestedAction,
  type TraceEntry,
  type TraceType,
  type WorkCenterRecord,
} from './interpretation.ts';
export { detectLanguage } from './language.ts';
export { type MasterDataRows, masterDataOf } from './master-data-rows.ts';
export { plannerTools, readToolCall, ToolArguments } from './model-tools.ts';
export { isReportRequest, type ReportRequest, readReportRequest } from './report-request.ts';
export { isReschedulingIntent } from './rescheduling-intent.ts';
export { readSetupQuestion, type SetupQuestion } from './setup-question.ts';
