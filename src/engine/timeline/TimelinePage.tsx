import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import { useRouteResource } from '../core';
import { EmptyState, LoadFailure, LoadingRows } from '../ui';
import { occupiedLook } from './cellLook';
import { TimelineGrid } from './TimelineGrid';
import { TimelineList } from './TimelineList';
import { CALENDARS, useTimeline, type TimelineController } from './useTimeline';

/** What is typed is asked for once the typing pauses. */
const SEARCH_PAUSE_MS = 300;

function SearchRows({ timeline }: { timeline: TimelineController }) {
  const [text, setText] = useState(timeline.q);
  const { q } = timeline;
  // The latest one: a re-render (a live change) does not restart the pause.
  const setQ = useRef(timeline.setQ);
  setQ.current = timeline.setQ;
  useEffect(() => {
    if (text.trim() === q) return;
    const t = setTimeout(() => setQ.current(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(t);
  }, [text, q]);
  return (
    <TextField
      size="small"
      type="search"
      label={`Buscar ${timeline.rowLabel.toLowerCase()}`}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      sx={{ minWidth: { sm: 260 } }}
    />
  );
}

function Legend({ timeline }: { timeline: TimelineController }) {
  const theme = useTheme();
  if (!timeline.statuses.length) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} aria-label="Legenda">
      {timeline.statuses.map((s) => (
        <Stack key={String(s.value)} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 22, height: 14, borderRadius: 0.5, ...occupiedLook(theme, s.index) }} />
          <Typography variant="caption">{s.label}</Typography>
        </Stack>
      ))}
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Box aria-hidden sx={{ width: 22, height: 14, borderRadius: 0.5, border: 1, borderColor: 'divider' }} />
        <Typography variant="caption">Livre</Typography>
      </Stack>
    </Stack>
  );
}

function Content({ timeline, phone }: { timeline: TimelineController; phone: boolean }) {
  if (timeline.error && !timeline.rows.length) return <LoadFailure title="Erro ao carregar a ocupação" error={timeline.error} canRetry={timeline.canRetry} retry={timeline.retry} />;
  if (timeline.loading) return <LoadingRows label="Carregando a ocupação" count={6} />;
  if (!timeline.rows.length) {
    return (
      <EmptyState message={timeline.q ? `Nenhum ${timeline.rowLabel.toLowerCase()} encontrado.` : 'Nada a mostrar.'}>
        {timeline.q && <Button onClick={() => timeline.setQ('')}>Limpar a busca</Button>}
      </EmptyState>
    );
  }
  if (!timeline.columns.length) return <EmptyState message={`Nenhum período cadastrado em ${timeline.year}.`} />;
  return phone ? <TimelineList timeline={timeline} /> : <TimelineGrid timeline={timeline} />;
}

/** /app/:resource/ocupacao — the timeline a descriptor declares: its rows × the calendar's columns, a year at a time. */
export function TimelinePage() {
  const timeline = useTimeline(useRouteResource());
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { year, page, pages } = timeline;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton aria-label="Ano anterior" onClick={() => timeline.setYear(year - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography component="h2" variant="h6" sx={{ minWidth: 56, textAlign: 'center' }} aria-live="polite">
            {year}
          </Typography>
          <IconButton aria-label="Próximo ano" onClick={() => timeline.setYear(year + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <ToggleButtonGroup size="small" exclusive value={timeline.calendar} onChange={(_, kind) => kind && timeline.setCalendar(kind)} aria-label="Calendário">
          {CALENDARS.map((c) => (
            <ToggleButton key={c.kind} value={c.kind}>
              {c.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <SearchRows timeline={timeline} />
      </Stack>
      <Legend timeline={timeline} />
      <Content timeline={timeline} phone={phone} />
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Typography variant="body2">
            Página {page} de {pages} ({timeline.total} {timeline.rowLabel.toLowerCase()}s)
          </Typography>
          <Button disabled={page <= 1} onClick={() => timeline.setPage(page - 1)}>
            Anterior
          </Button>
          <Button disabled={page >= pages} onClick={() => timeline.setPage(page + 1)}>
            Próxima
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
