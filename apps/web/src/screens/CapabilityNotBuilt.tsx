import type { ScreenInfo } from './screen-catalog.ts';

/** The one honest placeholder for a screen whose capability does not exist yet: no sample numbers. */
export function CapabilityNotBuilt({ screen }: { screen: ScreenInfo }) {
  const codes = screen.transactionCodes.join(', ');
  return (
    <section className="not-built" aria-labelledby="not-built-title">
      <h2 id="not-built-title">
        {screen.title}
        {codes && ` (${codes})`}: not built yet
      </h2>
      <p>This capability is not built yet, so this screen has nothing to show.</p>
      <p>
        <strong>What it will do:</strong> {screen.purpose}
      </p>
      <p className="not-built__note">No figures appear here until they come from the plant's real data.</p>
    </section>
  );
}
