/** The six quick actions: each sends a canned question about the product to the AI chat (§2). */
export function quickActionQueries(productId: string): ReadonlyArray<{ label: string; query: string }> {
  const product = productId.trim() || 'this product';
  return [
    { label: 'Explode BOM', query: `Explode the BOM of ${product}` },
    { label: 'Cost Roll-up', query: `How much does ${product} cost?` },
    { label: 'Where Used', query: `Where is ${product} used?` },
    { label: 'Critical Path', query: `Show the critical path of ${product}` },
    { label: 'Find Alternatives', query: `Find cheaper alternatives for ${product}` },
    { label: 'Suggest Components', query: `Suggest components for ${product}` },
  ];
}

export function QuickActions({ productId, onAsk }: { productId: string; onAsk: (query: string) => void }) {
  return (
    <fieldset className="quick-actions">
      <legend className="visually-hidden">Quick actions</legend>
      {quickActionQueries(productId).map((action) => (
        <button
          key={action.label}
          type="button"
          className="button quick-action"
          onClick={() => onAsk(action.query)}
        >
          {action.label}
        </button>
      ))}
    </fieldset>
  );
}
