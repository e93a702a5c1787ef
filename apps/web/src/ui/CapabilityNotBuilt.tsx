/** A capability still to be built, as its placeholder names it. */
export interface PlannedCapability {
  title: string;
  /** The transaction codes that open it in the enterprise shell; empty when it has none. */
  transactionCodes: string[];
  /** One sentence on what it will do. */
  purpose: string;
}

/** The one honest placeholder for a screen whose capability does not exist yet: no sample numbers. */
export function CapabilityNotBuilt({ capability }: { capability: PlannedCapability }) {
  const codes = capability.transactionCodes.join(', ');
  return (
    <section className="not-built" aria-labelledby="not-built-title">
      <h2 id="not-built-title">
        {capability.title}
        {codes && ` (${codes})`}: not built yet
      </h2>
      <p>This capability is not built yet, so this screen has nothing to show.</p>
      <p>
        <strong>What it will do:</strong> {capability.purpose}
      </p>
      <p className="not-built__note">No figures appear here until they come from the plant's real data.</p>
    </section>
  );
}
