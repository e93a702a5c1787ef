import type { ExampleCategory } from '@takt/contract';

/** ZEX01's texts (enterprise-shell §2), in one place. */
export const EXAMPLES_LABELS = {
  intro: 'Ready-made planning scenarios for the sample rubber plant. Pick a category, then Try This.',
  categoriesTitle: 'Categories',
  scenariosTitle: 'Scenarios',
  scenarioCount: (count: number) => (count === 1 ? '1 scenario' : `${count} scenarios`),
  prompt: 'Prompt',
  expectedResult: 'Expected Result',
  complexity: 'Complexity',
  estimatedTime: 'Estimated Time',
  kpiImpact: 'KPI Impact',
  tryThis: 'Try This',
  opensIn: (target: 'PP01' | 'MB51') =>
    target === 'PP01' ? 'Runs in Production Scheduling (PP01)' : 'Opens Promise Check in Inventory (MB51)',
  quickStartTitle: 'Quick Start Guide',
  quickStartSteps: [
    'Choose a category card to see its scenarios.',
    'Read the prompt and the expected result of a scenario.',
    'Click Try This: scheduling prompts load into PP01 and run on their own; promise questions open the Promise Check tab of MB51 with the form filled in.',
    'Review the result, then transfer a schedule to the system or accept a promise when it suits you.',
  ],
} as const;

/** One line under each category card: what its scenarios are about. */
export const CATEGORY_BLURBS: Record<ExampleCategory, string> = {
  Vulcanization: 'Presses and autoclaves: breakdowns, maintenance, what runs where.',
  'Automotive Orders': 'Rush orders, new orders and splits for automotive customers.',
  'Material Delays': 'Late raw materials and how the plan works around them.',
  'Daily Operations': 'The daily schedule, late orders and the MRP run.',
  'Promise Date Analysis': 'Can we make it by then, and at what margin?',
  'Quality Control': 'Quarantined stock, trimming and inspection.',
  'Material & Inventory': 'Stock levels, reservations and reorder points.',
};
