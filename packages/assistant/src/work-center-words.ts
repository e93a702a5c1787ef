import type { WorkCenterRecord } from './interpretation.ts';

/** Words planners use for each kind of work center, folded, in English and Portuguese. */
const TYPE_SYNONYMS: Record<string, string[]> = {
  press: ['press', 'prensa', 'injection press', 'compression press'],
  banbury: ['banbury', 'bambury', 'mixer', 'internal mixer', 'misturador', 'misturador interno'],
  mill: ['mill', 'open mill', 'two-roll mill', 'moinho', 'cilindro', 'misturador aberto'],
  extruder: ['extruder', 'extrusora', 'extrusor'],
  calender: ['calender', 'calander', 'calandra'],
  autoclave: ['autoclave'],
  trimming: ['trimming', 'trimmer', 'deflashing', 'rebarbacao', 'rebarbadora'],
  inspection: ['inspection', 'inspecao'],
  packaging: ['packaging', 'packing', 'embalagem'],
};

/** Words for "some machine", naming no kind. */
export const GENERIC_MACHINE_PATTERN = 'machines?|maquinas?|equipments?|equipamentos?';

/** A kind of work center of the plant, with its words and its members. */
export interface WorkCenterKind {
  type: string;
  /** Folded words for one machine of this kind. */
  singular: string[];
  /** Folded plural words (the presses). */
  plural: string[];
  members: WorkCenterRecord[];
}

/** The kinds of work center of a plant, each with the words that name it. */
export function workCenterKinds(workCenters: readonly WorkCenterRecord[]): WorkCenterKind[] {
  const byType = new Map<string, WorkCenterRecord[]>();
  for (const workCenter of workCenters) {
    const type = workCenter.type.toLowerCase();
    byType.set(type, [...(byType.get(type) ?? []), workCenter]);
  }
  return [...byType].map(([type, members]) => {
    const singular = [...new Set([type, ...(TYPE_SYNONYMS[type] ?? [])])];
    // Both plural endings: presses, prensas, misturadores; an unused form costs nothing.
    const plural = singular.flatMap((word) => [`${word}s`, `${word}es`]);
    return { type, singular, plural, members };
  });
}

/** The number a work center is known by: the last number of its name, else of its id. */
export function workCenterNumber(workCenter: WorkCenterRecord): number | undefined {
  const fromName = /(\d+)\s*$/.exec(workCenter.name);
  const fromId = /(\d+)\s*$/.exec(workCenter.id);
  const digits = fromName?.[1] ?? fromId?.[1];
  return digits === undefined ? undefined : Number(digits);
}

/** Every word of the work-center vocabulary, for typo correction. */
export function workCenterVocabulary(kinds: readonly WorkCenterKind[]): string[] {
  return kinds.flatMap((kind) => [...kind.singular, ...kind.plural]).filter((word) => !word.includes(' '));
}
