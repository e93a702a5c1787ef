import type {
  Clarification,
  Entities,
  Intent,
  Language,
  MasterData,
  SuggestedAction,
} from './interpretation.ts';
import { EXAMPLES, entityName, MESSAGES, MISSING_QUESTIONS } from './messages.ts';
import { isOpenEnded } from './open-ended.ts';
import { type Ambiguity, REQUIRED } from './select-entities.ts';
import { foldText } from './text.ts';

const MAX_CHOICES = 8;

function labelOf(entity: Ambiguity['entity'], id: string, masterData: MasterData): string {
  if (entity === 'work_center') return masterData.workCenters.find((w) => w.id === id)?.name ?? id;
  if (entity === 'customer') return masterData.customers.find((c) => c.id === id)?.name ?? id;
  const description = masterData.materials.find((m) => m.id === id)?.description;
  return description ? `${id} — ${description}` : id;
}

/** The command with the ambiguous words replaced by the chosen id, so the button re-sends it whole. */
function withChoice(text: string, said: string, id: string): string {
  const at = said ? text.indexOf(said) : -1;
  return at >= 0 ? `${text.slice(0, at)}${id}${text.slice(at + said.length)}` : `${text} ${id}`;
}

function askWhich(
  ambiguity: Ambiguity,
  intent: Intent,
  text: string,
  language: Language,
  masterData: MasterData,
): Clarification {
  const choices = ambiguity.candidates.slice(0, MAX_CHOICES);
  const names = choices.map((id) =>
    ambiguity.entity === 'material' ? id : labelOf(ambiguity.entity, id, masterData),
  );
  const options = names.length === 2 ? `${names[0]} ${MESSAGES.or[language]} ${names[1]}` : names.join(', ');
  const isUnknownId = ambiguity.entity === 'work_center' && /\d/.test(ambiguity.said);
  const isMachineEvent = ambiguity.entity === 'work_center' && !isUnknownId;
  const question = isUnknownId
    ? MESSAGES.noSuchWorkCenter(language, ambiguity.said, options)
    : isMachineEvent && intent === 'schedule.breakdown'
      ? MESSAGES.whichIsDown(language, ambiguity.said.toLowerCase(), options)
      : isMachineEvent && intent === 'schedule.restore'
        ? MESSAGES.whichIsBack(language, ambiguity.said.toLowerCase(), options)
        : MESSAGES.whichOf(language, entityName(ambiguity.entity, language), ambiguity.said, options);
  const suggested_actions = choices.map((id) => ({
    label: labelOf(ambiguity.entity, id, masterData),
    prompt: withChoice(text, ambiguity.said, id),
  }));
  return { question, suggested_actions, reason: 'ambiguous' };
}

function fill(template: string, entities: Entities): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(entities[key as keyof Entities] ?? '…'));
}

/** Buttons for a missing entity: example values, or the plant's records of the right kind. */
function examplesFor(
  missing: string,
  text: string,
  language: Language,
  masterData: MasterData,
): SuggestedAction[] {
  const examples = EXAMPLES[missing];
  if (examples) {
    return examples.map((e) => ({ label: e.label[language], prompt: `${text} ${e.suffix[language]}` }));
  }
  if (missing === 'work_center') {
    const firstOfEachKind = new Map<string, string>();
    for (const w of masterData.workCenters)
      if (!firstOfEachKind.has(w.type)) firstOfEachKind.set(w.type, w.id);
    return [...firstOfEachKind.values()].slice(0, 6).map((id) => ({
      label: labelOf('work_center', id, masterData),
      prompt: `${text} ${id}`,
    }));
  }
  if (missing === 'location') {
    return masterData.locations.map((l) => ({
      label: l.name,
      prompt: `${text} ${language === 'pt' ? 'para' : 'to'} ${l.id}`,
    }));
  }
  return [];
}

/**
 * The first entity an intent needs and lacks; `change` when an order change names no change,
 * `shift_direction` when it moves an order by a duration without saying which way, `split` when a
 * split says neither how many parts nor how much, `start` when extra time says no day. A breakdown
 * said to last "until further notice" (`isOpenEnded`) lacks no length.
 */
export function missingEntity(intent: Intent, entities: Entities, hasNoEnd = false): string | undefined {
  const missing = (REQUIRED[intent] ?? []).find((entity) => {
    if (entity === 'duration_minutes' && intent === 'schedule.breakdown')
      return entities.duration_minutes === undefined && !hasNoEnd;
    return entities[entity] === undefined;
  });
  if (missing) return missing;
  if (intent === 'order.split' && entities.quantity === undefined && entities.parts === undefined)
    return 'split';
  // A named shift on a day is whole: its hours are the calendar's.
  if (intent === 'capacity.add' && entities.shift && entities.date !== undefined) return undefined;
  if (intent === 'capacity.add')
    return entities.date === undefined
      ? 'start'
      : entities.duration_minutes === undefined
        ? 'duration_minutes'
        : undefined;
  if (intent === 'order.change' && entities.duration_minutes !== undefined && !entities.shift_direction)
    return 'shift_direction';
  if (
    intent === 'schedule.material_delay' &&
    entities.date === undefined &&
    entities.duration_minutes === undefined
  ) {
    return 'duration_minutes';
  }
  if (intent === 'inventory.query' && ['stock', 'location'].includes(entities.inventory_kind ?? '')) {
    return entities.material === undefined && entities.location === undefined ? 'material' : undefined;
  }
  const changes = ['date', 'duration_minutes', 'priority', 'quantity'] as const;
  if (intent === 'order.change' && changes.every((key) => entities[key] === undefined)) return 'change';
  return undefined;
}

/**
 * The question to ask instead of guessing: which of several records a vague name means (with a
 * button per record), else the first entity the intent needs and lacks (with example buttons).
 * Undefined when the command can be run as it is.
 */
export function clarify(
  intent: Intent,
  entities: Entities,
  ambiguities: Ambiguity[],
  text: string,
  language: Language,
  masterData: MasterData,
): Clarification | undefined {
  const ambiguity = ambiguities[0];
  if (ambiguity) return askWhich(ambiguity, intent, text, language, masterData);
  const missing = missingEntity(intent, entities, isOpenEnded(foldText(text)));
  if (!missing) return undefined;
  const template = MISSING_QUESTIONS[`${intent}:${missing}`];
  const question = template
    ? fill(template[language], entities)
    : MESSAGES.missing(language, entityName(missing, language));
  return { question, suggested_actions: examplesFor(missing, text, language, masterData), reason: 'missing' };
}
