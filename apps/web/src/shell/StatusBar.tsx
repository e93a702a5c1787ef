import { useEffect, useState } from 'react';
import { useLocale } from '../i18n/language.ts';
import { useT } from '../i18n/t.ts';
import { CLIENT_NUMBER, RESPONSE_TIME_LABEL, SYSTEM_LABEL } from './status-bar.ts';

function LiveClock() {
  const locale = useLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return <time dateTime={now.toISOString()}>{now.toLocaleTimeString(locale)}</time>;
}

/** System, client, user, the fixed response time and the clock (enterprise-shell §2). */
export function StatusBar({ userLabel }: { userLabel: string }) {
  const t = useT();
  return (
    <footer className="statusbar">
      <span className="statusbar__spacer" />
      <span className="statusbar__field" title={t('shell.status.system')}>
        {SYSTEM_LABEL}
      </span>
      <span className="statusbar__field">{t('shell.status.client', { client: CLIENT_NUMBER })}</span>
      <span className="statusbar__field">
        {t('shell.status.user', { user: userLabel || t('shell.user') })}
      </span>
      <span className="statusbar__field" title={t('shell.status.responseTime')}>
        {RESPONSE_TIME_LABEL}
      </span>
      <span className="statusbar__field">
        <LiveClock />
      </span>
    </footer>
  );
}
