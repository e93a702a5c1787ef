import { z } from 'zod';

/** ZEX01's seven categories, in the order the screen shows them (enterprise-shell §2). */
export const ExampleCategory = z.enum([
  'Vulcanization',
  'Automotive Orders',
  'Material Delays',
  'Daily Operations',
  'Promise Date Analysis',
  'Quality Control',
  'Material & Inventory',
]);
export type ExampleCategory = z.infer<typeof ExampleCategory>;

/**
 * What the Promise Check form reads from a scenario's prompt (planning-workspaces §5), stated so the
 * web can check its pre-fill against it and the server test can send the same fields.
 */
export const ExamplePromiseForm = z.object({
  sku: z.string(),
  quantity: z.number().int().positive(),
  pricePerUnit: z.number().nonnegative(),
  /** The prompt says "in <n> days": the requested date is the plant's today plus this many days. */
  inDays: z.number().int().positive(),
});
export type ExamplePromiseForm = z.infer<typeof ExamplePromiseForm>;

/** enterprise-shell §3 example scenario, with an id and category so tests can name it. */
export const ExampleScenario = z.object({
  id: z.string(),
  category: ExampleCategory,
  title: z.string(),
  prompt: z.string(),
  description: z.string(),
  expectedResult: z.string(),
  complexity: z.enum(['Basic', 'Intermediate', 'Advanced']),
  estimatedTime: z.string(),
  /** inventory-promise opens MB51's Promise Check; absent, the prompt goes to PP01. */
  targetTab: z.literal('inventory-promise').optional(),
  kpiImpact: z.string().optional(),
  /** Only with targetTab inventory-promise. */
  promiseForm: ExamplePromiseForm.optional(),
});
export type ExampleScenario = z.infer<typeof ExampleScenario>;

/**
 * The scenarios ZEX01 offers, each one answered by Takt on the sample plant (data/plant-1000) as its
 * expectedResult says: apps/server/src/routes/examples.test.ts sends every prompt the way its screen
 * does and checks the outcome.
 */
export const EXAMPLE_SCENARIOS: readonly ExampleScenario[] = [
  {
    id: 'press-breakdown',
    category: 'Vulcanization',
    title: 'Press breakdown',
    prompt: 'PRS-03 broke down, it will be out for 8 hours',
    description: 'A curing press stops in the middle of the shift; the plan has to work around it.',
    expectedResult:
      'A repaired schedule that keeps PRS-03 free for 8 hours, with a changes summary listing each moved operation and why.',
    complexity: 'Basic',
    estimatedTime: '1 min',
    kpiImpact: 'Protects on-time delivery',
  },
  {
    id: 'autoclave-maintenance',
    category: 'Vulcanization',
    title: 'Autoclave maintenance',
    prompt: 'Autoclave AUT-01 is down for maintenance for 6 hours',
    description: 'Planned maintenance on an autoclave that post-cures hoses and O-rings.',
    expectedResult:
      'A repaired schedule with AUT-01 kept free for 6 hours and the affected curing operations moved, listed in the changes summary.',
    complexity: 'Intermediate',
    estimatedTime: '1 min',
  },
  {
    id: 'press-status',
    category: 'Vulcanization',
    title: 'What is a press working on?',
    prompt: "What's PRS-03 working on?",
    description: 'Ask the released plan what a press runs now and next.',
    expectedResult:
      'The order running on PRS-03 now, or that it is idle, and its next order with start and end times.',
    complexity: 'Basic',
    estimatedTime: '30 s',
  },
  {
    id: 'rush-oil-seals',
    category: 'Automotive Orders',
    title: 'Rush order for oil seals',
    prompt: 'Rush order: 2000 FG-OS-5072 by Friday',
    description: 'An automotive customer needs 2,000 oil seals 50x72 by Friday.',
    expectedResult:
      'A schedule with a new rush order for the part of the quantity stock does not cover, and a changes summary of the orders it pushes.',
    complexity: 'Advanced',
    estimatedTime: '2 min',
    kpiImpact: 'Customer service level',
  },
  {
    id: 'new-engine-mount-order',
    category: 'Automotive Orders',
    title: 'New engine-mount order',
    prompt: 'Create an order for 300 FG-EM-210 due Dec 10',
    description: 'Book a production order for rear engine mounts.',
    expectedResult:
      'A proposal for a new order of 300 FG-EM-210 due 10 Dec, with Apply and Discard: nothing is created until you apply it.',
    complexity: 'Basic',
    estimatedTime: '30 s',
  },
  {
    id: 'split-hose-order',
    category: 'Automotive Orders',
    title: 'Split a large hose order',
    prompt: 'Split order 1022 into two',
    description: 'Ship half of a late radiator-hose order early by splitting it.',
    expectedResult:
      'A proposal splitting order 1022 into two orders of half the quantity each, same due date and customer, to apply or discard.',
    complexity: 'Intermediate',
    estimatedTime: '1 min',
  },
  {
    id: 'carbon-black-late',
    category: 'Material Delays',
    title: 'Carbon black arrives late',
    prompt: 'The carbon black N550 shipment arrives 2 days late',
    description: 'A supplier delay on a filler the EPDM and NBR compounds need.',
    expectedResult:
      'A repaired schedule in which no operation needing carbon black N550 starts before it arrives, with the moves in the changes summary.',
    complexity: 'Intermediate',
    estimatedTime: '1 min',
    kpiImpact: 'Avoids line stoppages',
  },
  {
    id: 'epdm-delay',
    category: 'Material Delays',
    title: 'EPDM polymer delayed',
    prompt: 'RM-EPDM-50 delivery is delayed by 3 days',
    description: 'The EPDM polymer for hoses, profiles and gaskets is three days late.',
    expectedResult:
      'A repaired schedule that waits for RM-EPDM-50 where it must and moves the affected orders, listed in the changes summary.',
    complexity: 'Advanced',
    estimatedTime: '2 min',
  },
  {
    id: 'schedule-today',
    category: 'Daily Operations',
    title: "Today's schedule",
    prompt: 'Create an optimal schedule for today',
    description: 'Plan every open order of the plant from now on.',
    expectedResult:
      'A schedule of every open order with no two operations at once on a work center, KPI tiles and a Gantt chart.',
    complexity: 'Basic',
    estimatedTime: '1 min',
    kpiImpact: 'Makespan and on-time delivery',
  },
  {
    id: 'late-orders',
    category: 'Daily Operations',
    title: 'Which orders are late?',
    prompt: 'Which orders are late?',
    description: 'The morning check of the released plan.',
    expectedResult:
      'The late orders of the released plan, worst first, each with its due date and planned finish.',
    complexity: 'Basic',
    estimatedTime: '30 s',
  },
  {
    id: 'run-mrp',
    category: 'Daily Operations',
    title: 'Run MRP',
    prompt: 'Run MRP',
    description: 'Net the requirements of the next 30 days against stock and open receipts.',
    expectedResult:
      'Planned orders and the most urgent action messages (expedite, order now) for the next 30 days.',
    complexity: 'Intermediate',
    estimatedTime: '1 min',
  },
  {
    id: 'promise-o-rings',
    category: 'Promise Date Analysis',
    title: 'O-rings in two days',
    prompt: 'Can we make 500 units of STD-101 in 2 days at $48?',
    description: 'A distributor asks for standard O-rings at a given price.',
    expectedResult:
      'Feasible: promised from finished stock today, with the margin at $48 a unit against the 15 % target.',
    complexity: 'Basic',
    estimatedTime: '30 s',
    targetTab: 'inventory-promise',
    kpiImpact: 'Quote turnaround',
    promiseForm: { sku: 'STD-101', quantity: 500, pricePerUnit: 48, inDays: 2 },
  },
  {
    id: 'promise-oil-seals',
    category: 'Promise Date Analysis',
    title: 'Large oil-seal order',
    prompt: 'Can we deliver 20,000 units of FG-OS-5072 in 10 days at $6.50?',
    description: 'A large automotive quote that needs production, not only stock.',
    expectedResult:
      'Not feasible by the requested date: the earliest date the plant can promise, later than requested, with lead time and margin.',
    complexity: 'Advanced',
    estimatedTime: '1 min',
    targetTab: 'inventory-promise',
    promiseForm: { sku: 'FG-OS-5072', quantity: 20000, pricePerUnit: 6.5, inDays: 10 },
  },
  {
    id: 'promise-engine-mounts',
    category: 'Promise Date Analysis',
    title: 'Engine mounts next week',
    prompt: 'Can we deliver 3,000 units of PRODUCT-001 in 7 days at $85?',
    description: 'Hydraulic engine mounts for an assembly line, quoted at $85.',
    expectedResult: 'Feasible on or before the requested date, with the margin meeting the target.',
    complexity: 'Intermediate',
    estimatedTime: '30 s',
    targetTab: 'inventory-promise',
    promiseForm: { sku: 'PRODUCT-001', quantity: 3000, pricePerUnit: 85, inDays: 7 },
  },
  {
    id: 'quarantined-o-rings',
    category: 'Quality Control',
    title: 'O-rings held in quarantine',
    prompt: 'How much FG-OR-052 do we have?',
    description: 'A lot of EPDM O-rings failed hardness; see what is usable and what is on hold.',
    expectedResult: 'Stock of FG-OR-052 by location, with the quantity held in QUARANTINE shown apart.',
    complexity: 'Basic',
    estimatedTime: '30 s',
  },
  {
    id: 'trimming-down',
    category: 'Quality Control',
    title: 'Trimming station down',
    prompt: 'TRM-01 is down for 6 hours for blade replacement',
    description: 'Deflashing blades are replaced after a burr defect.',
    expectedResult:
      'A repaired schedule with TRM-01 free for 6 hours and the moved operations in the changes summary.',
    complexity: 'Intermediate',
    estimatedTime: '1 min',
    kpiImpact: 'First-pass yield',
  },
  {
    id: 'inspection-queue',
    category: 'Quality Control',
    title: 'Inspection queue',
    prompt: "What's INS-01 working on?",
    description: 'What reaches final inspection next.',
    expectedResult: 'What INS-01 runs now, or that it is idle, and its next order with start and end times.',
    complexity: 'Basic',
    estimatedTime: '30 s',
  },
  {
    id: 'antidegradant-stock',
    category: 'Material & Inventory',
    title: 'Antidegradant stock',
    prompt: 'How much RM-778 do we have?',
    description: 'Check the 6PPD antiozonant before the next NR mixing campaign.',
    expectedResult: 'RM-778 available, on hand and reserved, by location, with its stock status.',
    complexity: 'Basic',
    estimatedTime: '30 s',
  },
  {
    id: 'low-stock',
    category: 'Material & Inventory',
    title: 'What is low on stock?',
    prompt: 'What is low on stock?',
    description: 'Items at or below their reorder point.',
    expectedResult:
      'The items at or below their reorder point, each with its available quantity and reorder point.',
    complexity: 'Basic',
    estimatedTime: '30 s',
    kpiImpact: 'Fewer stock-outs',
  },
];
