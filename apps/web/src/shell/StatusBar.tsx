import { useEffect, useState } from 'react';
import { CLIENT_NUMBER, RESPONSE_TIME_LABEL, SYSTEM_LABEL } from './status-bar.ts';

function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return <time dateTime={now.toISOString()}>{now.toLocaleTimeString()}</time>;
}

/** System, client, user, the fixed response time and the clock (enterprise-shell §2). */
export function StatusBar({ userLabel }: { userLabel: string }) {
  return (
    <footer className="statusbar">
      <span className="statusbar__spacer" />
      <span className="statusbar__field" title="System">
        {SYSTEM_LABEL}
      </span>
      <span className="statusbar__field">Client {CLIENT_NUMBER}</span>
      <span className="statusbar__field">User: {userLabel}</span>
      <span className="statusbar__field" title="Response time">
        {RESPONSE_TIME_LABEL}
      </span>
      <span className="statusbar__field">
        <LiveClock />
      </span>
    </footer>
  );
}
