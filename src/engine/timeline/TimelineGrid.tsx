import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { cellLabel, dayMonth, type Column } from './calendar';
import { occupiedLook } from './cellLook';
import type { TimelineController } from './useTimeline';

/** Fixed sizes: the rows are drawn a window at a time, so each row's place is known without measuring it. */
const ROW_HEIGHT = 52;
const HEAD_HEIGHT = 48;
const ROW_HEAD_WIDTH = 220;
const OVERSCAN = 6;
const columnWidth = (columns: Column[]) => (columns.length > 20 ? 92 : 120);

/** Today in this browser's time zone, as the columns' days are written. */
const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

interface Focus {
  row: number;
  col: number;
}

/**
 * The desktop timeline: a grid of rows × columns (role grid: arrows move between cells, Home/End along a row,
 * Enter or Space opens), only the rows in view drawn (plus a few), the header row and the row names kept in view.
 */
export function TimelineGrid({ timeline }: { timeline: TimelineController }) {
  const { rows, columns } = timeline;
  const theme = useTheme();
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 600 });
  const [focus, setFocus] = useState<Focus>({ row: 0, col: 0 });
  // Set by a key: the cell moved to takes the focus once it is drawn (not on a mere re-render).
  const moved = useRef(false);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const read = () => setView({ top: el.scrollTop, height: el.clientHeight });
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Opened on the year holding today: today's column in view, and the first to take the focus.
  const today = columns.findIndex((c) => c.start <= todayIso() && todayIso() <= c.end);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || today < 0) return;
    el.scrollLeft = Math.max(0, today - 1) * columnWidth(columns);
    setFocus((f) => ({ ...f, col: today }));
    // Once per calendar shown (its first day and size), not at each live change of the bars.
  }, [today, columns.length, columns[0]?.start]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    scroller.current?.querySelector<HTMLElement>(`[data-cell="${focus.row}:${focus.col}"]`)?.focus();
  });

  const first = Math.max(0, Math.floor(view.top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN);
  const width = columnWidth(columns);
  const template = `${ROW_HEAD_WIDTH}px repeat(${columns.length}, ${width}px)`;
  const row = Math.min(focus.row, Math.max(0, rows.length - 1));
  const col = Math.min(focus.col, Math.max(0, columns.length - 1));

  const moveTo = (r: number, c: number) => {
    const next = { row: Math.max(0, Math.min(rows.length - 1, r)), col: Math.max(0, Math.min(columns.length - 1, c)) };
    const el = scroller.current;
    // The row scrolled into view first, so that it is drawn and can take the focus.
    if (el) {
      const top = next.row * ROW_HEIGHT;
      if (top < el.scrollTop) el.scrollTop = top;
      else if (top + ROW_HEIGHT > el.scrollTop + el.clientHeight - HEAD_HEIGHT) el.scrollTop = top + ROW_HEIGHT - el.clientHeight + HEAD_HEIGHT;
      setView({ top: el.scrollTop, height: el.clientHeight });
    }
    moved.current = true;
    setFocus(next);
  };

  const onKeyDown = (event: KeyboardEvent, r: number, c: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowRight: [r, c + 1],
      ArrowLeft: [r, c - 1],
      ArrowDown: [r + 1, c],
      ArrowUp: [r - 1, c],
      Home: [r, 0],
      End: [r, columns.length - 1],
      PageDown: [r + 10, c],
      PageUp: [r - 10, c],
    };
    const to = moves[event.key];
    if (to) {
      event.preventDefault();
      moveTo(...to);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      timeline.open(rows[r].id, columns[c]);
    }
  };

  const rowHeadSx = {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    borderRight: 1,
    borderColor: 'divider',
    px: 1.5,
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
  } as const;

  return (
    <Box
      ref={scroller}
      role="grid"
      aria-label={`${timeline.descriptor.labels.plural}: ocupação`}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1}
      onScroll={(e) => setView({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight })}
      sx={{ overflow: 'auto', maxHeight: 'calc(100dvh - 260px)', minHeight: 240, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Box role="row" aria-rowindex={1} sx={{ display: 'grid', gridTemplateColumns: template, position: 'sticky', top: 0, zIndex: 2, height: HEAD_HEIGHT, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', width: 'max-content' }}>
        <Box role="columnheader" aria-colindex={1} sx={{ ...rowHeadSx, zIndex: 3, fontWeight: 600 }}>
          {timeline.rowLabel}
        </Box>
        {columns.map((c, i) => (
          <Box key={c.key} role="columnheader" aria-colindex={i + 2} sx={{ px: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', borderRight: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              {c.label}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
              {dayMonth(c.start)} a {dayMonth(c.end)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box aria-hidden sx={{ height: first * ROW_HEIGHT }} />
      {rows.slice(first, last).map((r, offset) => {
        const ri = first + offset;
        return (
          <Box key={r.id} role="row" aria-rowindex={ri + 2} sx={{ display: 'grid', gridTemplateColumns: template, height: ROW_HEIGHT, borderBottom: 1, borderColor: 'divider', width: 'max-content' }}>
            <Box role="rowheader" aria-colindex={1} sx={rowHeadSx}>
              <Typography variant="body2" noWrap title={r.title}>
                {r.title}
              </Typography>
            </Box>
            {columns.map((c, ci) => {
              const occupants = timeline.occupants(r.id, c);
              const [shown] = occupants;
              return (
                <Box
                  key={c.key}
                  role="gridcell"
                  aria-colindex={ci + 2}
                  data-cell={`${ri}:${ci}`}
                  tabIndex={ri === row && ci === col ? 0 : -1}
                  aria-label={cellLabel(r.title, c, occupants.map((o) => ({ title: o.title, status: o.statusLabel })))}
                  onClick={() => {
                    setFocus({ row: ri, col: ci });
                    timeline.open(r.id, c);
                  }}
                  onFocus={() => (ri !== row || ci !== col) && setFocus({ row: ri, col: ci })}
                  onKeyDown={(e) => onKeyDown(e, ri, ci)}
                  sx={[
                    {
                      cursor: 'pointer',
                      px: 0.75,
                      display: 'flex',
                      flexDirection: 'column',
                      justifyContent: 'center',
                      minWidth: 0,
                      borderRight: 1,
                      borderColor: 'divider',
                      '&:hover': { bgcolor: 'action.hover' },
                      '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: -2 },
                    },
                    shown ? occupiedLook(theme, shown.statusIndex) : {},
                  ]}
                >
                  {shown && (
                    <>
                      <Typography variant="caption" noWrap title={shown.title} sx={{ fontWeight: 600, lineHeight: 1.25 }}>
                        {shown.title}
                      </Typography>
                      {shown.statusLabel && (
                        <Typography variant="caption" noWrap color="text.secondary" sx={{ lineHeight: 1.25 }}>
                          {occupants.length > 1 ? `${shown.statusLabel} +${occupants.length - 1}` : shown.statusLabel}
                        </Typography>
                      )}
                    </>
                  )}
                </Box>
              );
            })}
          </Box>
        );
      })}
      <Box aria-hidden sx={{ height: (rows.length - last) * ROW_HEIGHT }} />
    </Box>
  );
}
