import type { ExplosionNode, LeadTimeAnalysis } from './explosion-model.ts';

/**
 * The root-to-leaf chain of an explosion with the longest cumulative lead time (sum of the nodes'
 * `leadTimeDays`, the root's included): from the root, follow the child with the largest
 * `cumulativeLeadTimeDays`. Ties go to the earlier component in line order.
 */
export function criticalPath(root: ExplosionNode): LeadTimeAnalysis {
  const items: string[] = [];
  let node: ExplosionNode | undefined = root;
  while (node) {
    items.push(node.itemId);
    let next: ExplosionNode | undefined;
    for (const child of node.children) {
      if (!next || child.cumulativeLeadTimeDays > next.cumulativeLeadTimeDays) next = child;
    }
    node = next;
  }
  return { criticalPathItems: items, totalLeadTimeDays: root.cumulativeLeadTimeDays };
}
