import type { ResourceDescriptor } from '../contract';
import type { RecordValues } from '../data';

/** How a record is named to the user: its descriptor's `titleField`, else its id. */
export function recordTitle(d: ResourceDescriptor, record: RecordValues | undefined): string {
  const title = d.titleField ? record?.[d.titleField] : undefined;
  if (typeof title === 'string' && title.trim()) return title;
  if (typeof title === 'number') return String(title);
  return record?.id !== undefined ? `#${String(record.id)}` : '';
}
