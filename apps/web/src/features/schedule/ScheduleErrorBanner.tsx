import { scheduleErrorText } from './schedule-error.ts';

/** A failed command: the server's text (or 'An error occurred') and, for 400/422, what it named. */
export function ScheduleErrorBanner({ error }: { error: unknown }) {
  const { message, details } = scheduleErrorText(error);
  return (
    <div className="error-note schedule-error" role="alert">
      <p>{message}</p>
      {details.length > 0 && (
        <ul className="schedule-error__details">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
