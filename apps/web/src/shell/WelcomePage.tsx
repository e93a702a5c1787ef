import { useT } from '../i18n/t.ts';

export function WelcomePage() {
  const t = useT();
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{t('shell.welcome.title')}</h1>
      <p>{t('shell.welcome.text')}</p>
    </section>
  );
}
