export {
  BomChatRequest,
  BomComponentInput,
  BomIdParams,
  BomSaveRequest,
  BomSourceQuery,
  BomStatus,
  BomUnit,
  BomUpdateRequest,
  ComponentType,
  CostQuery,
  ExplodeRequest,
  MaxLevel,
  MrpDemandOrder,
  MrpRequest,
  OptimizeRequest,
  StockRequirementsQuery,
  WhereUsedRequest,
} from './bom.ts';
export { DataSource, ErrorBody, FieldError, IsoDateTime, QueryBoolean, SourceQuery, Unit } from './common.ts';
export { ContactRequest, ContactResponse } from './contact.ts';
export { Account, AccountsQuery, AccountsResponse } from './finance.ts';
export {
  InventoryChatRequest,
  InventoryChatResponse,
  InventoryItem,
  InventoryItemsQuery,
  InventoryItemsResponse,
  StockStatus,
} from './inventory.ts';
export {
  ClearResponse,
  ExportQuery,
  ImportOrder,
  ImportRequest,
  ImportResponse,
  MasterdataOrdersQuery,
  MasterdataOrdersResponse,
} from './masterdata.ts';
export {
  CreateOrderRequest,
  OpenOrdersQuery,
  OrderListResponse,
  OrderOperation,
  OrderPriority,
  OrderStatus,
  ProductionOrder,
  ProductionOrderWithOperations,
  UpdateOrderRequest,
} from './orders.ts';
export { PlantSettings, PlantSettingsUpdate, Stability } from './plant.ts';
export {
  ApplyOrderProposalRequest,
  ApplyProposalRequest,
  ApplyProposalResponse,
  AssistantFields,
  AssistantReply,
  ChangeIdParams,
  ChangesSummary,
  ConversationMessage,
  ForcedReason,
  ImprovementStep,
  MoveCause,
  RunIdParams,
  ScheduleAlgorithm,
  ScheduledOrder,
  ScheduleInput,
  ScheduleKpis,
  SchedulePushRequest,
  SchedulePushResponse,
  ScheduleResult,
  ScheduleRunAnswer,
  ScheduleRunRequest,
  ScheduleRunStarted,
  SuggestedAction,
  TextReply,
  TraceEntry,
} from './schedule.ts';
export { ScheduleRunCancelled, ScheduleRunStatus } from './solve-queue.ts';
export { DashboardQuery, DashboardSummary, HealthResponse } from './system.ts';
