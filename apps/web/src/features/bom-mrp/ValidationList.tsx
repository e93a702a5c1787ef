import { useT } from '../../i18n/t.ts';

/** Every save failure at once (planning-workspaces §5), or the error of the call (§8). */
export function ValidationList({ errors }: { errors: readonly string[] }) {
  const t = useT();
  if (errors.length === 0) return null;
  return (
    <section className="bom-validation" role="alert" aria-labelledby="bom-validation-title">
      <h3 id="bom-validation-title">{t('bom.invalid')}</h3>
      <ul aria-label={t('bom.invalid.list')}>
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </section>
  );
}
