export { computeReminders, REMINDER_JOB, reminderJob, REMINDERS_EVERY_MS } from './reminderJob';
export { markRead, REMINDERS_SHOWN, remindersOf, unreadOf } from './personReminders';
