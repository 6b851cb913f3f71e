import Typography from '@mui/material/Typography';
import { formatDateTime } from '../contract';
import type { RecordValues } from '../data';

/** "Criado em 23/11/2026 18:06 · Atualizado em 23/11/2026 18:10": the times the server set, when the record has them. */
export function RecordTimes({ record }: { record?: RecordValues }) {
  const parts = [
    ['Criado em', formatDateTime(record?.createdAt)],
    ['Atualizado em', formatDateTime(record?.updatedAt)],
  ].filter(([, when]) => when);
  if (!parts.length) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {parts.map(([what, when]) => `${what} ${when}`).join(' · ')}
    </Typography>
  );
}
