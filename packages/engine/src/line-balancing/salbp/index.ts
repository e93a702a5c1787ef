export { assignStations, minimizeCycleTime } from './assign-stations.ts';
export {
  type AssignStationsInput,
  type CycleTimeAssignment,
  DEFAULT_SALBP_NODE_BUDGET,
  type MinimizeCycleTimeInput,
  type SalbpErrorCode,
  SalbpInputError,
  type SalbpTask,
  type Station,
  type StationAssignment,
} from './model.ts';
export { type AssignmentViolation, type AssignmentViolationCode, validateAssignment } from './validate.ts';
