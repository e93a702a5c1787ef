/**
 * A span of time `[startAt, endAt)` in minutes from the planning origin. On its own so that the
 * repair's model can name it without importing the scheduling model, which names the repair's report.
 */
export interface TimeInterval {
  startAt: number;
  endAt: number;
}
