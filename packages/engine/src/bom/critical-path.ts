import type { ExplosionNode, LeadTimeAnalysis } from './explosion-model.ts';

/**
 * The root-to-leaf chain of an explosion with the longest cumulative lead time (sum of the nodes'
 * `lead_time_days`, the root's included): from the root, follow the child with the largest
 * `cumulative_lead_time_days`. Ties go to the earlier component in line order.
 */
export function criticalPath(root: ExplosionNode): LeadTimeAnalysis {
  const items: string[] = [];
  let node: ExplosionNode | undefined = root;
  while (node) {
    items.push(node.item_id);
    let next: ExplosionNode | undefined;
    for (const child of node.children) {
      if (!next || child.cumulative_lead_time_days > next.cumulative_lead_time_days) next = child;
    }
    node = next;
  }
  return {
    critical_path: items.join(' -> '),
    critical_path_items: items,
    total_lead_time_days: root.cumulative_lead_time_days,
  };
}
