export { exclusive, lockKeyOf } from './exclusive';
export { Scheduler, type Looks, type ScheduledJob } from './scheduler';
