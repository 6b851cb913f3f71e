export { ReminderBell } from './ReminderBell';
