import { useEffect, useMemo, useState } from 'react';
import { type BomExplosion, type ExplosionNode, explodeBom, failureText } from '../../api/bom-api.ts';
import { t } from '../../i18n/t.ts';
import type { ExplosionParameters } from './ExplorerParameters.tsx';
import {
  allExpanded,
  DEFAULT_MAX_LEVEL,
  type ExplorerView,
  expandAncestors,
  initiallyExpanded,
  nodeKey,
  searchMatches,
} from './explorer-tree.ts';

/** The BOM Explorer's state: parameters, the explosion, the view, expansion, search and selection. */
export function useBomExplorer(productId: string) {
  const [parameters, setParameters] = useState<ExplosionParameters>({
    productId,
    quantity: 1,
    maxLevel: DEFAULT_MAX_LEVEL,
  });
  const [explosion, setExplosion] = useState<BomExplosion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isExploding, setIsExploding] = useState(false);
  const [view, setView] = useState<ExplorerView>('tree');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [searchText, setSearchText] = useState('');
  const [selected, setSelected] = useState<ExplosionNode | null>(null);
  const root = explosion?.structure ?? null;

  // The Product/Material input of the page sets the product to explode.
  useEffect(() => {
    if (productId.trim()) setParameters((current) => ({ ...current, productId: productId.trim() }));
  }, [productId]);
  const matches = useMemo(
    () => (root ? searchMatches(root, searchText) : new Set<string>()),
    [root, searchText],
  );

  async function explode(override: Partial<ExplosionParameters> = {}) {
    const next = { ...parameters, ...override };
    setParameters(next);
    if (!next.productId.trim()) {
      setError(t('bom.explorer.enterProduct'));
      return;
    }
    setIsExploding(true);
    setError(null);
    try {
      const result = await explodeBom({
        product_id: next.productId.trim(),
        quantity: Number.isFinite(next.quantity) ? Math.max(1, next.quantity) : 1,
        max_level: next.maxLevel,
      });
      setExplosion(result);
      setSelected(null);
      const opened = initiallyExpanded(result.structure);
      setExpanded(expandAncestors(opened, result.structure, searchMatches(result.structure, searchText)));
    } catch (failure) {
      setError(failureText(failure, t('bom.explorer.failed')));
    } finally {
      setIsExploding(false);
    }
  }

  /** Search expands the ancestors of the matches so they show (planning-workspaces §4). */
  function search(text: string) {
    setSearchText(text);
    if (root) setExpanded((current) => expandAncestors(current, root, searchMatches(root, text)));
  }

  function toggle(key: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  return {
    parameters,
    editParameters: (patch: Partial<ExplosionParameters>) => setParameters((p) => ({ ...p, ...patch })),
    explosion,
    error,
    isExploding,
    explode,
    view,
    setView,
    expanded,
    toggle,
    expandAll: () => root && setExpanded(allExpanded(root)),
    collapseAll: () => setExpanded(new Set()),
    searchText,
    search,
    matches,
    selected,
    selectedKey: selected ? nodeKey(selected) : null,
    select: setSelected,
    drillDown: (node: ExplosionNode) => explode({ productId: node.item_id }),
  };
}
