export { isReschedulingIntent } from './rescheduling-intent.ts';
