import { memo, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from '@mui/material/styles';
import { barsIn, cellLabel, dayMonth, type Column } from './calendar';
import { occupiedLook, STATUS_LOOKS } from './cellLook';
import type { Occupant, TimelineController, TimelineRow } from './useTimeline';

/** Fixed sizes: the rows are drawn a window at a time, so each row's place is known without measuring it. */
const ROW_HEIGHT = 52;
const HEAD_HEIGHT = 48;
const ROW_HEAD_WIDTH = 220;
/** The window moves by this many rows at a time, drawn this far beyond the view: a scroll redraws every few rows, not every pixel. */
const STEP = 5;
const OVERSCAN = 10;
const columnWidth = (columns: Column[]) => (columns.length > 20 ? 92 : 120);

/** Today in this browser's time zone, as the columns' days are written. */
const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The grid's look, styled once for all its cells: hundreds of cells with an `sx` each cost their styles at every
 * render (6 frames a second when scrolling at 4× CPU); plain elements under these rules cost nothing.
 */
const GridBox = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  const statusRules = Object.fromEntries(Array.from({ length: STATUS_LOOKS }, (_, i) => [`& .tl-cell[data-status="${i}"]`, occupiedLook(theme, i)]));
  return {
    overflow: 'auto',
    maxHeight: 'calc(100dvh - 260px)',
    minHeight: 240,
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    '& .tl-row': { display: 'grid', height: ROW_HEIGHT, width: 'max-content', borderBottom: `1px solid ${palette.divider}` },
    '& .tl-head': { position: 'sticky', top: 0, zIndex: 2, height: HEAD_HEIGHT, backgroundColor: palette.background.paper },
    '& .tl-rowhead': {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      display: 'flex',
      alignItems: 'center',
      minWidth: 0,
      padding: theme.spacing(0, 1.5),
      backgroundColor: palette.background.paper,
      borderRight: `1px solid ${palette.divider}`,
      ...theme.typography.body2,
    },
    '& .tl-head .tl-rowhead': { zIndex: 3, fontWeight: 600, ...theme.typography.subtitle2 },
    '& .tl-colhead': { display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: theme.spacing(0, 1), borderRight: `1px solid ${palette.divider}` },
    '& .tl-colhead b': { ...theme.typography.body2, fontWeight: 600, lineHeight: 1.2 },
    '& .tl-colhead span': { ...theme.typography.caption, color: palette.text.secondary, lineHeight: 1.2 },
    '& .tl-text': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .tl-cell': {
      cursor: 'pointer',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      minWidth: 0,
      padding: theme.spacing(0, 0.75),
      borderRight: `1px solid ${palette.divider}`,
      ...theme.typography.caption,
      lineHeight: 1.25,
    },
    '& .tl-cell:hover': { backgroundColor: palette.action.hover },
    '& .tl-cell:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    '& .tl-cell b': { fontWeight: 600 },
    '& .tl-cell span': { color: palette.text.secondary },
    ...statusRules,
  };
});

/** The header row: what a row is, then each column's name and days. */
const HeadRow = memo(function HeadRow({ label, columns, template }: { label: string; columns: Column[]; template: string }) {
  return (
    <div role="row" aria-rowindex={1} className="tl-row tl-head" style={{ gridTemplateColumns: template }}>
      <div role="columnheader" aria-colindex={1} className="tl-rowhead">
        {label}
      </div>
      {columns.map((c, i) => (
        <div key={c.key} role="columnheader" aria-colindex={i + 2} className="tl-colhead">
          <b>{c.label}</b>
          <span>
            {dayMonth(c.start)} a {dayMonth(c.end)}
          </span>
        </div>
      ))}
    </div>
  );
});

interface RowProps {
  row: TimelineRow;
  index: number;
  columns: Column[];
  template: string;
  bars: Occupant[] | undefined;
  /** The column that takes Tab in this row (the focused row only), else -1. */
  tabbable: number;
  /** Stable: a row draws again only when its own props change. */
  onCell(index: number, col: number, how: 'open' | 'focus' | KeyboardEvent): void;
}

const EMPTY: Occupant[] = [];

/** One row: its name and a cell per column, each saying who holds it (and the status), or nothing when free. */
const TimelineRowView = memo(function TimelineRowView({ row, index, columns, template, bars = EMPTY, tabbable, onCell }: RowProps) {
  return (
    <div role="row" aria-rowindex={index + 2} className="tl-row" style={{ gridTemplateColumns: template }}>
      <div role="rowheader" aria-colindex={1} className="tl-rowhead">
        <span className="tl-text" title={row.title}>
          {row.title}
        </span>
      </div>
      {columns.map((c, ci) => {
        const occupants = barsIn(c, bars);
        const [shown] = occupants;
        return (
          <div
            key={c.key}
            role="gridcell"
            aria-colindex={ci + 2}
            data-cell={`${index}:${ci}`}
            data-status={shown ? Math.max(0, shown.statusIndex) : undefined}
            className="tl-cell"
            tabIndex={ci === tabbable ? 0 : -1}
            aria-label={cellLabel(row.title, c, occupants.map((o) => ({ title: o.title, status: o.statusLabel })))}
            onClick={() => onCell(index, ci, 'open')}
            onFocus={() => onCell(index, ci, 'focus')}
            onKeyDown={(e) => onCell(index, ci, e)}
          >
            {shown && (
              <>
                <b className="tl-text" title={shown.title}>
                  {shown.title}
                </b>
                {shown.statusLabel && <span className="tl-text">{occupants.length > 1 ? `${shown.statusLabel} +${occupants.length - 1}` : shown.statusLabel}</span>}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
});

/**
 * The desktop timeline: a grid of rows × columns (role grid: arrows move between cells, Home/End along a row,
 * PageUp/PageDown ten rows, Enter or Space opens), only the rows in view drawn (plus a few), the header row and the
 * row names kept in view.
 */
export function TimelineGrid({ timeline }: { timeline: TimelineController }) {
  const { rows, columns, barsByRow } = timeline;
  const scroller = useRef<HTMLDivElement>(null);
  // The first row of the window's step and the view's height: a number each, so a scroll within a step changes nothing.
  const [stepTop, setStepTop] = useState(0);
  const [height, setHeight] = useState(600);
  const setView = ({ top, height: h }: { top: number; height: number }) => {
    setStepTop(Math.floor(top / (ROW_HEIGHT * STEP)) * STEP);
    setHeight(h);
  };
  const [focus, setFocus] = useState({ row: 0, col: 0 });
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

  const first = Math.max(0, stepTop - OVERSCAN);
  const last = Math.min(rows.length, stepTop + STEP + Math.ceil(height / ROW_HEIGHT) + OVERSCAN);
  const template = `${ROW_HEAD_WIDTH}px repeat(${columns.length}, ${columnWidth(columns)}px)`;
  const row = Math.min(focus.row, Math.max(0, rows.length - 1));
  const col = Math.min(focus.col, Math.max(0, columns.length - 1));

  // The latest of what a cell's handler needs, behind one stable function (rows stay memoised).
  const latest = useRef({ rows, columns, open: timeline.open });
  latest.current = { rows, columns, open: timeline.open };
  const onCell = useRef((r: number, c: number, how: 'open' | 'focus' | KeyboardEvent) => {
    const { rows: all, columns: cols, open } = latest.current;
    if (how === 'focus') return setFocus((f) => (f.row === r && f.col === c ? f : { row: r, col: c }));
    if (how === 'open') {
      setFocus({ row: r, col: c });
      return open(all[r].id, cols[c]);
    }
    const moves: Record<string, [number, number]> = {
      ArrowRight: [r, c + 1],
      ArrowLeft: [r, c - 1],
      ArrowDown: [r + 1, c],
      ArrowUp: [r - 1, c],
      Home: [r, 0],
      End: [r, cols.length - 1],
      PageDown: [r + 10, c],
      PageUp: [r - 10, c],
    };
    const to = moves[how.key];
    if (to) {
      how.preventDefault();
      const next = { row: Math.max(0, Math.min(all.length - 1, to[0])), col: Math.max(0, Math.min(cols.length - 1, to[1])) };
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
    } else if (how.key === 'Enter' || how.key === ' ') {
      how.preventDefault();
      open(all[r].id, cols[c]);
    }
  }).current;

  return (
    <GridBox
      ref={scroller}
      role="grid"
      aria-label={`${timeline.descriptor.labels.plural}: ocupação`}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1}
      onScroll={(e) => setView({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight })}
    >
      <HeadRow label={timeline.rowLabel} columns={columns} template={template} />
      <div aria-hidden style={{ height: first * ROW_HEIGHT }} />
      {rows.slice(first, last).map((r, offset) => {
        const ri = first + offset;
        return <TimelineRowView key={r.id} row={r} index={ri} columns={columns} template={template} bars={barsByRow.get(r.id)} tabbable={ri === row ? col : -1} onCell={onCell} />;
      })}
      <div aria-hidden style={{ height: (rows.length - last) * ROW_HEIGHT }} />
    </GridBox>
  );
}
