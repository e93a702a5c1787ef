import { describe, expect, it } from 'vitest';
import { makeExplosion } from './bom-test-factories.ts';
import {
  expandAncestors,
  flattenTree,
  initiallyExpanded,
  isOnCriticalPath,
  nodeKey,
  searchMatches,
  summarizeComponents,
} from './explorer-tree.ts';

const { structure, lead_time_analysis } = makeExplosion();

describe('BOM Explorer tree (planning-workspaces §4)', () => {
  it('after an explosion, the nodes down to depth 2 show: the levels above are expanded', () => {
    expect([...initiallyExpanded(structure)]).toEqual(['FG', 'FG > SUB']);
  });

  it('marks the nodes whose path starts the critical path', () => {
    const onPath = flattenTree(structure)
      .filter((node) => isOnCriticalPath(node, lead_time_analysis.critical_path_items))
      .map((node) => node.item_id);
    expect(onPath).toEqual(['FG', 'SUB', 'CMP', 'RM-DEEP']);
  });

  it('search matches item ID or name in any case, and expands the ancestors of each match', () => {
    const matches = searchMatches(structure, 'rm-deep');
    expect([...matches]).toEqual(['FG > SUB > CMP > RM-DEEP']);
    expect([...expandAncestors(new Set(), structure, matches)]).toEqual(['FG', 'FG > SUB', 'FG > SUB > CMP']);
    expect(searchMatches(structure, '  ').size).toBe(0);
  });

  it('summarizes each component once over the structure', () => {
    const rows = summarizeComponents(structure);
    expect(rows.map((r) => r.item_id)).toEqual(['CMP', 'PKG', 'RM-DEEP', 'SUB']);
    expect(nodeKey(structure)).toBe('FG');
  });
});
