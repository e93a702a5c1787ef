import { type CustomerWords, indexCustomers } from './customers.ts';
import { CUE_VOCABULARY } from './intent-cues.ts';
import type { MasterData, MaterialRecord } from './interpretation.ts';
import { LOCATION_WORDS } from './locations.ts';
import { type DescriptionIndex, indexDescriptions } from './material-descriptions.ts';
import { indexMaterialIds, type MaterialIdIndex } from './material-ids.ts';
import { foldText } from './text.ts';
import { type WorkCenterKind, workCenterKinds, workCenterVocabulary } from './work-center-words.ts';

/** The master data prepared for reading commands: built once per master-data object. */
export interface PlantIndex {
  kinds: WorkCenterKind[];
  materialIds: MaterialIdIndex;
  descriptions: DescriptionIndex;
  customers: CustomerWords[];
  materialsById: Map<string, MaterialRecord>;
  orderIds: Set<string>;
  /** Words typos are corrected towards. */
  vocabulary: Set<string>;
  /** Words never corrected: the plant's own names. */
  knownWords: Set<string>;
}

const cache = new WeakMap<MasterData, PlantIndex>();

/** The index of a plant's master data, from the cache when this object was seen before. */
export function plantIndex(masterData: MasterData): PlantIndex {
  const cached = cache.get(masterData);
  if (cached) return cached;
  const kinds = workCenterKinds(masterData.workCenters);
  const names = [
    ...masterData.workCenters.map((w) => `${w.name} ${w.type}`),
    ...masterData.materials.map((m) => `${m.description} ${m.category ?? ''}`),
    ...masterData.customers.map((c) => c.name),
    ...masterData.locations.map((l) => l.name),
  ];
  const knownWords = new Set([
    ...names.flatMap((name) => foldText(name).match(/[a-z]{4,}/g) ?? []),
    ...LOCATION_WORDS,
  ]);
  const vocabulary = new Set([...CUE_VOCABULARY, ...workCenterVocabulary(kinds)].map(foldText));
  for (const word of vocabulary) knownWords.delete(word);
  const index: PlantIndex = {
    kinds,
    materialIds: indexMaterialIds(masterData.materials),
    descriptions: indexDescriptions(masterData.materials),
    customers: indexCustomers(masterData.customers),
    materialsById: new Map(masterData.materials.map((m) => [m.id, m])),
    orderIds: new Set(masterData.orderIds ?? []),
    vocabulary,
    knownWords,
  };
  cache.set(masterData, index);
  return index;
}
