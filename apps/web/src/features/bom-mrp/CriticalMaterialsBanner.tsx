const NAMED = 10;

/** The materials with a HIGH-priority action message: late releases to expedite, stock below safety. */
export function CriticalMaterialsBanner({ materials }: { materials: readonly string[] }) {
  if (materials.length === 0) return null;
  const named = materials.slice(0, NAMED);
  return (
    <div className="critical-banner" role="alert">
      <strong>
        {materials.length} critical material{materials.length === 1 ? '' : 's'}
      </strong>{' '}
      need{materials.length === 1 ? 's' : ''} action now: <span className="mono">{named.join(', ')}</span>
      {materials.length > NAMED && ` and ${materials.length - NAMED} more`}. See the exceptions below.
    </div>
  );
}
