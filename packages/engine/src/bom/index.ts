export { type Alternative, findAlternatives } from './alternatives.ts';
export { type CostRollUp, rollUpCost } from './cost-rollup.ts';
export { criticalPath } from './critical-path.ts';
export { BomError, type BomErrorCode, type BomFailure, type BomFailureCode } from './errors.ts';
export { explodeBom } from './explode-bom.ts';
export type { BomExplosion, ExplosionNode, LeadTimeAnalysis } from './explosion-model.ts';
export { assertNoCycle, type Edges, findCycle } from './find-cycle.ts';
export {
  type BomItem,
  type BomLine,
  type BomStructure,
  COMPONENT_TYPES,
  type ComponentType,
  DEFAULT_COMPONENT_TYPE,
  DEFAULT_EXPLOSION_LEVEL,
  EXPLOSION_LEVELS,
} from './model.ts';
export { type BomOptimization, type OptimizationSuggestion, optimizeBom } from './optimize-bom.ts';
export {
  type EffectiveComponent,
  effectiveComponents,
  grossQuantityPer,
  indexStructure,
  type StructureIndex,
} from './structure-index.ts';
export { type SummarizedComponent, summarizeExplosion } from './summarize-explosion.ts';
export { assertValidBom, type BomDraft, validateBom } from './validate-bom.ts';
export { type WhereUsed, type WhereUsedNode, whereUsed } from './where-used.ts';
