import { addMinutes } from './date-mention.ts';
import { WHAT_IF_PREFIX } from './hypothetical.ts';
import type { CandidateReading, Entities, Intent, Language, ShiftName } from './interpretation.ts';

type Compose = (e: Entities, say: Say) => string;

/**
 * How entity values are written back into a command so that it reads as the same values again.
 * An absent value is written as nothing (templates are built before `opt` drops them).
 */
interface Say {
  date: (iso: string | undefined) => string;
  amount: (value: number | undefined) => string;
  quantity: (e: Entities) => string;
}

const UNIT_WORDS: Record<string, Record<Language, string>> = {
  PC: { en: 'pcs', pt: 'peças' },
  KG: { en: 'kg', pt: 'kg' },
  T: { en: 't', pt: 't' },
  M: { en: 'm', pt: 'm' },
  L: { en: 'l', pt: 'l' },
};

/** Joins the parts that are there: `words('Rush order:', undefined, 'by Friday')`. */
const words = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');
/** `text` when `value` is present, else nothing. */
const opt = (value: unknown, text: string) => (value === undefined ? undefined : text);
/** A head and what follows it after a colon, or the head alone. */
const headed = (head: string, body: string) => (body ? `${head}: ${body}` : head);

const ENGLISH: Record<Intent, Compose> = {
  'schedule.create': (e, say) =>
    words(
      'Create a schedule',
      opt(e.date, `for ${say.date(e.date)}`),
      opt(e.work_center, `on ${e.work_center}`),
    ),
  'schedule.breakdown': (e, say) =>
    words(
      e.work_center ?? 'The machine',
      'is down',
      opt(e.date, `from ${say.date(e.date)}`),
      opt(e.duration_minutes, `for ${e.duration_minutes} min`),
    ),
  'schedule.restore': (e, say) =>
    words(e.work_center ?? 'The machine', 'is back in service', opt(e.date, `since ${say.date(e.date)}`)),
  'schedule.material_delay': (e, say) =>
    words(
      `Material delay on ${e.material ?? 'a material'}`,
      opt(e.date, `, arriving ${say.date(e.date)}`),
      opt(e.duration_minutes, `, ${e.duration_minutes} min`),
    ).replace(/ ,/g, ','),
  'schedule.rush_order': (e, say) =>
    headed(
      'Rush order',
      words(
        say.quantity(e),
        e.material,
        opt(e.date, `by ${say.date(e.date)}`),
        opt(e.customer, `for ${e.customer}`),
        opt(e.price, `at $${say.amount(e.price)} each`),
      ),
    ),
  'order.change': (e, say) => {
    const what = e.shift_target === 'start' ? 'the start of the order' : 'the due date';
    const verb =
      e.shift_direction === 'later' ? 'postpone' : e.shift_direction === 'earlier' ? 'pull in' : 'move';
    return headed(
      words('Change order', e.order_id),
      [
        opt(
          e.date,
          e.shift_target === 'start' ? `move ${what} to ${say.date(e.date)}` : `due date ${say.date(e.date)}`,
        ),
        opt(e.priority, `priority ${e.priority}`),
        opt(e.quantity, `quantity ${say.amount(e.quantity)}`),
        opt(e.duration_minutes, `${verb} ${what} by ${e.duration_minutes} min`),
      ]
        .filter(Boolean)
        .join(', '),
    );
  },
  'order.create': (e, say) =>
    words(
      'Create an order',
      (e.quantity !== undefined || e.material) && words('for', say.quantity(e), e.material),
      opt(e.date, `due ${say.date(e.date)}`),
      opt(e.customer, `for ${e.customer}`),
      opt(e.price, `at $${say.amount(e.price)} each`),
    ),
  'production.status': (e, say) => {
    const when = opt(e.date, `for ${say.date(e.date)}`);
    if (e.status_kind === 'late_orders')
      return `${words('Which orders are late', opt(e.customer, `for ${e.customer}`), when)}?`;
    if (e.status_kind === 'customer' && e.customer)
      return `${words(`How are the orders of ${e.customer} doing`, when)}?`;
    if (e.status_kind === 'bottlenecks')
      return `${words('What are the bottlenecks', opt(e.work_center, `on ${e.work_center}`), when)}?`;
    if (e.status_kind === 'affected')
      return `${words(
        'Which orders does a downtime of',
        e.work_center ?? 'the machine',
        opt(e.date, `from ${say.date(e.date)}`),
        opt(e.duration_minutes, `for ${e.duration_minutes} min`),
        'affect',
      )}?`;
    return words(
      `Status of ${e.order_id ? `order ${e.order_id}` : (e.work_center ?? e.material ?? 'production')}`,
      when,
    );
  },
  'inventory.query': (e) => {
    if (e.inventory_kind === 'overdue_receipts')
      return `${words('Which purchase orders are overdue', opt(e.material, `for ${e.material}`))}?`;
    if (e.inventory_kind === 'low_stock')
      return e.material ? `Is ${e.material} low on stock?` : 'Which items are low?';
    if (e.inventory_kind === 'location') return `Where is ${e.material ?? 'the material'} stored?`;
    if (e.inventory_kind === 'value')
      return `${words('What is the stock value', opt(e.material, `of ${e.material}`))}?`;
    if (e.material)
      return `${words(`How much ${e.material} is in stock`, opt(e.location, `in ${e.location}`))}?`;
    return e.location ? `What is in stock in ${e.location}?` : 'Show the stock';
  },
  'inventory.transfer': (e, say) =>
    words(
      'Transfer',
      say.quantity(e),
      e.material ?? 'stock',
      opt(e.from_location, `from ${e.from_location}`),
      opt(e.location, `to ${e.location}`),
    ),
  'promise.check': (e, say) =>
    `${words(
      'Can we deliver',
      say.quantity(e),
      e.material,
      opt(e.date, `by ${say.date(e.date)}`),
      opt(e.customer, `to ${e.customer}`),
      opt(e.price, `at $${say.amount(e.price)} each`),
    )}?`,
  'mrp.run': (e) => words('Run MRP', opt(e.material, `for ${e.material}`)),
  'bom.query': (e) =>
    e.bom_direction === 'where_used'
      ? `Where is ${e.material ?? 'the material'} used?`
      : words('Show the bill of materials', opt(e.material, `of ${e.material}`)),
  'balance.analyze': () => 'Balance the line',
  'report.generate': (e) => words('Production report', opt(e.work_center, `for ${e.work_center}`)),
  help: () => 'Help',
  'change.undo': () => 'Undo the last change',
  'change.apply': () => 'Yes, apply it',
  'change.discard': () => 'No, discard it',
  'order.cancel': (e) => (e.order_id ? `Cancel order ${e.order_id}` : 'Cancel an order'),
  'order.release': (e) => (e.order_id ? `Release order ${e.order_id}` : 'Release an order'),
  'order.move': (e) =>
    words('Move', e.order_id ? `order ${e.order_id}` : 'an order', opt(e.work_center, `to ${e.work_center}`)),
  'order.split': (e, say) =>
    words(
      'Split',
      opt(e.quantity, `${say.quantity(e)} off`),
      e.order_id ? `order ${e.order_id}` : 'an order',
      opt(e.parts, `into ${e.parts} parts`),
    ),
  'capacity.add': (e, say) =>
    words(
      e.shift
        ? `Add ${SHIFT_EN[e.shift]} on ${e.work_center ?? 'a machine'}`
        : `Add extra time on ${e.work_center ?? 'a machine'}`,
      opt(e.date, `${e.date?.length === 10 ? 'on' : 'from'} ${say.date(e.date)}`),
      opt(e.duration_minutes, `for ${e.duration_minutes} min`),
    ),
};

/** A named shift as a command says it, reading back as that shift. */
const SHIFT_EN: Record<ShiftName, string> = {
  early: 'an early shift',
  late: 'a late shift',
  night: 'a night shift',
  next: 'an extra shift',
  whole_day: 'the whole day',
};
const SHIFT_PT: Record<ShiftName, string> = {
  early: 'um turno da manhã',
  late: 'um turno da tarde',
  night: 'um turno da noite',
  next: 'um turno extra',
  whole_day: 'o dia inteiro',
};

const PRIORITY_PT: Record<string, string> = {
  urgent: 'urgente',
  high: 'alta',
  normal: 'normal',
  low: 'baixa',
};

const PORTUGUESE: Record<Intent, Compose> = {
  'schedule.create': (e, say) =>
    words(
      'Gerar a programação',
      opt(e.date, `para ${say.date(e.date)}`),
      opt(e.work_center, `da ${e.work_center}`),
    ),
  'schedule.breakdown': (e, say) =>
    words(
      e.work_center ? `A ${e.work_center}` : 'A máquina',
      'parou',
      opt(e.date, `desde ${say.date(e.date)}`),
      opt(e.duration_minutes, `por ${e.duration_minutes} minutos`),
    ),
  'schedule.restore': (e, say) =>
    words(
      e.work_center ? `A ${e.work_center}` : 'A máquina',
      'voltou a funcionar',
      opt(e.date, `desde ${say.date(e.date)}`),
    ),
  'schedule.material_delay': (e, say) =>
    words(
      `Atraso de material: ${e.material ?? 'um material'}`,
      opt(e.date, `, chega ${say.date(e.date)}`),
      opt(e.duration_minutes, `, ${e.duration_minutes} minutos`),
    ).replace(/ ,/g, ','),
  'schedule.rush_order': (e, say) =>
    headed(
      'Pedido urgente',
      words(
        say.quantity(e),
        e.material,
        opt(e.date, `para ${say.date(e.date)}`),
        opt(e.customer, `do cliente ${e.customer}`),
        opt(e.price, `a R$ ${say.amount(e.price)} cada`),
      ),
    ),
  'order.change': (e, say) => {
    const what = e.shift_target === 'start' ? 'o início da ordem' : 'a entrega';
    // Without "em", "N minutos" is a length even with no shifting verb ("em N minutos" is a date).
    const verb =
      e.shift_direction === 'later' ? 'adiar' : e.shift_direction === 'earlier' ? 'antecipar' : undefined;
    const shift = verb && `${verb} ${what} em ${e.duration_minutes} minutos`;
    return headed(
      words('Alterar a ordem', e.order_id),
      [
        opt(
          e.date,
          e.shift_target === 'start'
            ? `${what} para ${say.date(e.date)}`
            : `data de entrega ${say.date(e.date)}`,
        ),
        opt(e.priority, `prioridade ${PRIORITY_PT[e.priority ?? ''] ?? ''}`),
        opt(e.quantity, `quantidade ${say.amount(e.quantity)}`),
        opt(e.duration_minutes, shift ?? `mover ${what} ${e.duration_minutes} minutos`),
      ]
        .filter(Boolean)
        .join(', '),
    );
  },
  'order.create': (e, say) =>
    words(
      'Criar ordem',
      (e.quantity !== undefined || e.material) && words('de', say.quantity(e), e.material),
      opt(e.date, `para ${say.date(e.date)}`),
      opt(e.customer, `do cliente ${e.customer}`),
      opt(e.price, `a R$ ${say.amount(e.price)} cada`),
    ),
  'production.status': (e, say) => {
    const when = opt(e.date, `para ${say.date(e.date)}`);
    if (e.status_kind === 'late_orders')
      return `${words('Quais ordens estão atrasadas', opt(e.customer, `do cliente ${e.customer}`), when)}?`;
    if (e.status_kind === 'customer' && e.customer)
      return `${words(`Como estão os pedidos do cliente ${e.customer}`, when)}?`;
    if (e.status_kind === 'bottlenecks')
      return `${words('Quais são os gargalos', opt(e.work_center, `na ${e.work_center}`), when)}?`;
    if (e.status_kind === 'affected')
      return `${words(
        'Quais ordens uma parada da',
        e.work_center ?? 'máquina',
        opt(e.date, `desde ${say.date(e.date)}`),
        opt(e.duration_minutes, `por ${e.duration_minutes} minutos`),
        'afeta',
      )}?`;
    return words(
      'Status',
      e.order_id
        ? `da ordem ${e.order_id}`
        : e.work_center || e.material
          ? `de ${e.work_center ?? e.material}`
          : 'da produção',
      when,
    );
  },
  'inventory.query': (e) => {
    if (e.inventory_kind === 'overdue_receipts')
      return `${words('Quais pedidos de compra estão atrasados', opt(e.material, `de ${e.material}`))}?`;
    if (e.inventory_kind === 'low_stock')
      return e.material ? `O estoque de ${e.material} está baixo?` : 'Quais itens estão com estoque baixo?';
    if (e.inventory_kind === 'location') return `Onde está armazenado o ${e.material ?? 'material'}?`;
    if (e.inventory_kind === 'value')
      return `${words('Qual o valor do estoque', opt(e.material, `de ${e.material}`))}?`;
    if (e.material)
      return `${words(`Quanto ${e.material} temos em estoque`, opt(e.location, `em ${e.location}`))}?`;
    return e.location ? `O que tem no estoque em ${e.location}?` : 'Mostrar o estoque';
  },
  'inventory.transfer': (e, say) =>
    words(
      'Transferir',
      say.quantity(e),
      e.material ?? 'estoque',
      opt(e.from_location, `de ${e.from_location}`),
      opt(e.location, `para ${e.location}`),
    ),
  'promise.check': (e, say) =>
    `${words(
      'Conseguimos entregar',
      say.quantity(e),
      e.material,
      opt(e.date, `até ${say.date(e.date)}`),
      opt(e.customer, `ao cliente ${e.customer}`),
      opt(e.price, `a R$ ${say.amount(e.price)} cada`),
    )}?`,
  'mrp.run': (e) => words('Rodar o MRP', opt(e.material, `para ${e.material}`)),
  'bom.query': (e) =>
    e.bom_direction === 'where_used'
      ? `Onde o ${e.material ?? 'material'} é usado?`
      : words('Lista de materiais', opt(e.material, `do ${e.material}`)),
  'balance.analyze': () => 'Balanceamento da linha',
  'report.generate': (e) => words('Relatório de produção', opt(e.work_center, `da ${e.work_center}`)),
  help: () => 'Ajuda',
  'change.undo': () => 'Desfazer a última alteração',
  'change.apply': () => 'Sim, aplica',
  'change.discard': () => 'Não, descarta',
  'order.cancel': (e) => (e.order_id ? `Cancelar a ordem ${e.order_id}` : 'Cancelar uma ordem'),
  'order.release': (e) => (e.order_id ? `Liberar a ordem ${e.order_id}` : 'Liberar uma ordem'),
  'order.move': (e) =>
    words(
      'Passar',
      e.order_id ? `a ordem ${e.order_id}` : 'uma ordem',
      opt(e.work_center, `para a ${e.work_center}`),
    ),
  'order.split': (e, say) =>
    e.quantity !== undefined
      ? words(
          `Separar ${say.quantity(e)} da`,
          e.order_id ? `ordem ${e.order_id}` : 'ordem',
          opt(e.parts, `em ${e.parts} partes`),
        )
      : words(
          'Dividir',
          e.order_id ? `a ordem ${e.order_id}` : 'uma ordem',
          opt(e.parts, `em ${e.parts} partes`),
        ),
  'capacity.add': (e, say) =>
    words(
      e.shift
        ? `Coloca ${SHIFT_PT[e.shift]} na ${e.work_center ?? 'máquina'}`
        : `Hora extra na ${e.work_center ?? 'máquina'}`,
      opt(e.date, `${e.date?.length === 10 ? 'em' : 'a partir de'} ${say.date(e.date)}`),
      opt(e.duration_minutes, `por ${e.duration_minutes} minutos`),
    ),
};

function sayFor(language: Language, offsetMinutes: number): Say {
  const amount = (value: number | undefined) =>
    value === undefined ? '' : language === 'pt' ? String(value).replace('.', ',') : String(value);
  return {
    // A time of day is written in plant time, as the planner would, so it reads back the same.
    date: (iso) =>
      iso === undefined
        ? ''
        : iso.length === 10
          ? iso
          : addMinutes(new Date(iso), offsetMinutes).toISOString().slice(0, 16).replace('T', ' '),
    amount,
    quantity: (e) =>
      e.quantity === undefined
        ? ''
        : words(amount(e.quantity), e.unit && (UNIT_WORDS[e.unit]?.[language] ?? e.unit)),
  };
}

/**
 * A command that reads back as exactly this reading: its intent and its entities, in the planner's
 * language, with dates as `2026-11-27` or plant time `2026-11-27 14:00`, opening with "Simulate:"
 * / "Simular:" when the reading is a what-if. The prompt of a button that offers one reading among
 * several.
 */
export function commandFor(reading: CandidateReading, language: Language, offsetMinutes: number): string {
  const compose = (language === 'pt' ? PORTUGUESE : ENGLISH)[reading.intent];
  const command = compose(reading.entities, sayFor(language, offsetMinutes)).replace(/\s+/g, ' ').trim();
  // A what-if button stays a what-if when clicked: it must never come back as a change to apply.
  return reading.hypothetical ? `${WHAT_IF_PREFIX[language]} ${command}` : command;
}
