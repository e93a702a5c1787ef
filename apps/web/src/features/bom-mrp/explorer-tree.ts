import type { ExplosionNode } from '../../api/bom-api.ts';

/** After an explosion the tree shows the nodes down to this depth (planning-workspaces §4, §9). */
export const INITIAL_EXPANDED_DEPTH = 2;
export const MAX_LEVEL_CHOICES = [1, 2, 3, 5, 10, 99] as const;
export const DEFAULT_MAX_LEVEL = 10;

export type ExplorerView = 'tree' | 'indented' | 'summarized';

/** What the views mark on the structure: expanded nodes, search matches, the critical path, the selection. */
export interface TreeMarks {
  expanded: ReadonlySet<string>;
  matches: ReadonlySet<string>;
  criticalPathItems: readonly string[];
  selectedKey: string | null;
}

/** A node's identity in the tree: its path, since an item can appear under several parents. */
export function nodeKey(node: Pick<ExplosionNode, 'path'>): string {
  return node.path.join(' > ');
}

/** Every node, depth first, in the order the tree shows them. */
export function flattenTree(root: ExplosionNode): ExplosionNode[] {
  const nodes: ExplosionNode[] = [];
  const visit = (node: ExplosionNode) => {
    nodes.push(node);
    for (const child of node.children) visit(child);
  };
  visit(root);
  return nodes;
}

/** The nodes above `depth` with children, expanded, so the nodes down to `depth` show. */
export function initiallyExpanded(root: ExplosionNode, depth = INITIAL_EXPANDED_DEPTH): Set<string> {
  return new Set(
    flattenTree(root)
      .filter((node) => node.level < depth && node.children.length > 0)
      .map(nodeKey),
  );
}

export function allExpanded(root: ExplosionNode): Set<string> {
  return initiallyExpanded(root, Number.POSITIVE_INFINITY);
}

/** A node lies on the critical path when its path is the start of the critical path's items. */
export function isOnCriticalPath(node: ExplosionNode, criticalPathItems: readonly string[]): boolean {
  return (
    node.path.length <= criticalPathItems.length && node.path.every((id, i) => criticalPathItems[i] === id)
  );
}

/** Nodes whose item ID or name contains the search text, any case; none for blank text. */
export function searchMatches(root: ExplosionNode, text: string): Set<string> {
  const needle = text.trim().toLowerCase();
  if (!needle) return new Set();
  return new Set(
    flattenTree(root)
      .filter(
        (node) =>
          node.item_id.toLowerCase().includes(needle) || node.item_name.toLowerCase().includes(needle),
      )
      .map(nodeKey),
  );
}

/** The expanded set plus every ancestor of the matches, so each match is visible. */
export function expandAncestors(
  expanded: ReadonlySet<string>,
  root: ExplosionNode,
  matches: ReadonlySet<string>,
) {
  const next = new Set(expanded);
  for (const node of flattenTree(root)) {
    if (!matches.has(nodeKey(node))) continue;
    for (let length = 1; length < node.path.length; length++) {
      next.add(node.path.slice(0, length).join(' > '));
    }
  }
  return next;
}

export interface SummarizedComponent {
  item_id: string;
  item_name: string;
  component_type: ExplosionNode['component_type'];
  unit: string | null;
  /** Σ cumulative quantity over every place the item appears. */
  total_quantity: number;
  total_cost: number;
  occurrences: number;
  lowest_level: number;
}

/** The summarized view: each component once, its quantities and costs added over the structure. */
export function summarizeComponents(root: ExplosionNode): SummarizedComponent[] {
  const byItem = new Map<string, SummarizedComponent>();
  for (const node of flattenTree(root).slice(1)) {
    const entry = byItem.get(node.item_id) ?? {
      item_id: node.item_id,
      item_name: node.item_name,
      component_type: node.component_type,
      unit: node.unit,
      total_quantity: 0,
      total_cost: 0,
      occurrences: 0,
      lowest_level: node.level,
    };
    entry.total_quantity += node.cumulative_quantity;
    entry.total_cost += node.total_cost;
    entry.occurrences += 1;
    entry.lowest_level = Math.max(entry.lowest_level, node.level);
    byItem.set(node.item_id, entry);
  }
  return [...byItem.values()].sort((a, b) => a.item_id.localeCompare(b.item_id));
}
