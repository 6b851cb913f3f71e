import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from '@mui/material/styles';
import { onServer } from '../core';
import { barsIn, cellLabel, dayMonth, type Column } from './calendar';
import { occupiedLook, STATUS_LOOKS } from './cellLook';
import type { Occupant, TimelineController, TimelineRow } from './useTimeline';

/** Fixed sizes: the rows and columns are drawn a window at a time, so each cell's place is known without measuring it. */
const ROW_HEIGHT = 52;
const HEAD_HEIGHT = 48;
const ROW_HEAD_WIDTH = 220;
/**
 * The window moves by steps, drawn a little beyond the view: a scroll redraws every few rows (or columns), not every
 * pixel, and a step mounts only the rows (columns) it brings into view.
 */
const ROW_STEP = 3;
const ROW_OVERSCAN = 2;
const COL_STEP = 2;
const COL_OVERSCAN = 1;
const columnWidth = (columns: Column[]) => (columns.length > 20 ? 92 : 120);

/** How much wider the server's window is: the grid's width at the widest screen it is drawn for, about. */
const SERVER_EXTRA = 1200;

/** Today in this browser's time zone, as the columns' days are written. */
const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The grid's look, styled once for all its cells: hundreds of cells with an `sx` each cost their styles at every
 * render (6 frames a second when scrolling at 4× CPU); plain elements under these rules cost nothing. Every cell is
 * placed absolutely (no grid or flex layout to solve while scrolling); a free cell draws nothing: the lines between
 * columns are its row's background.
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
    '& .tl-canvas': { position: 'relative' },
    '& .tl-row': {
      position: 'absolute',
      left: 0,
      boxSizing: 'border-box',
      height: ROW_HEIGHT,
      borderBottom: `1px solid ${palette.divider}`,
      backgroundImage: `linear-gradient(to left, ${palette.divider} 1px, transparent 1px)`,
      backgroundRepeat: 'repeat-x',
      // Its size is known: laying out or painting one row never touches another.
      contain: 'strict',
    },
    '& .tl-head': { position: 'sticky', top: 0, zIndex: 2, height: HEAD_HEIGHT, backgroundColor: palette.background.paper },
    // The rows' names seen at the grid's left edge: one sticky column for all of them (RowNames).
    '& .tl-names': { position: 'sticky', left: 0, zIndex: 1, width: ROW_HEAD_WIDTH },
    '& .tl-rowhead, & .tl-name': {
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      width: ROW_HEAD_WIDTH,
      height: '100%',
      padding: theme.spacing(0, 1.5),
      backgroundColor: palette.background.paper,
      borderRight: `1px solid ${palette.divider}`,
      ...theme.typography.body2,
    },
    '& .tl-name': { position: 'absolute', left: 0, height: ROW_HEIGHT, borderBottom: `1px solid ${palette.divider}` },
    // A row's own name, read by a screen reader, is under the names' column: nothing of it to paint.
    // Placed in view (ColumnWindow's nameLeft), so a screen reader's cursor reading it scrolls nothing back.
    '& .tl-row .tl-rowhead': { position: 'absolute', left: 0, top: 0, color: 'transparent', backgroundColor: 'transparent', borderRight: 'none' },
    '& .tl-head .tl-rowhead': { position: 'sticky', left: 0, zIndex: 3, fontWeight: 600, color: palette.text.primary, backgroundColor: palette.background.paper, borderRight: `1px solid ${palette.divider}`, ...theme.typography.subtitle2 },
    '& .tl-colhead, & .tl-cell': { position: 'absolute', top: 0, boxSizing: 'border-box', height: '100%', overflow: 'hidden', contain: 'strict' },
    '& .tl-colhead': { display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: theme.spacing(0, 1) },
    '& .tl-colhead b': { ...theme.typography.body2, fontWeight: 600, lineHeight: 1.2 },
    '& .tl-colhead span': { ...theme.typography.caption, color: palette.text.secondary, lineHeight: 1.2 },
    '& .tl-text': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .tl-cell': {
      cursor: 'pointer',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      padding: theme.spacing(0, 0.75),
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

/** The columns drawn: [first, last) of the calendar. */
interface ColumnWindow {
  first: number;
  last: number;
  width: number;
  /**
   * Where a row's own name (read by a screen reader, unseen) sits: in view wherever the scroll is within the
   * window's step, so that a screen reader's cursor bringing it into view moves nothing. At the row's start, it
   * would scroll the grid back to January; sticky, it would be a layer per row again (frames lost).
   */
  nameLeft: number;
}

/** first…last-1, and `also` where it falls outside (the cell that takes Tab stays drawn, scrolled out of view or not). */
function indices(first: number, last: number, also = -1): number[] {
  const all = Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i);
  if (also >= 0 && (also < first || also >= last)) all.splice(also < first ? 0 : all.length, 0, also);
  return all;
}

/** A cell's (or column header's) place in its row. */
const placed = (ci: number, width: number) => ({ left: ROW_HEAD_WIDTH + ci * width, width });

/** The header row: what a row is, then each drawn column's name and days. */
const HeadRow = memo(function HeadRow({ label, columns, window: w, width }: { label: string; columns: Column[]; window: ColumnWindow; width: number }) {
  return (
    <div role="row" aria-rowindex={1} className="tl-row tl-head" style={{ width, backgroundPosition: `${ROW_HEAD_WIDTH}px 0`, backgroundSize: `${w.width}px 100%` }}>
      <div role="columnheader" aria-colindex={1} className="tl-rowhead">
        {label}
      </div>
      {columns.slice(w.first, w.last).map((c, offset) => {
        const i = w.first + offset;
        return (
          <div key={c.key} role="columnheader" aria-colindex={i + 2} className="tl-colhead" style={placed(i, w.width)}>
            <b>{c.label}</b>
            <span>
              {dayMonth(c.start)} a {dayMonth(c.end)}
            </span>
          </div>
        );
      })}
    </div>
  );
});

/**
 * The names of the rows drawn, at the grid's left edge as it scrolls sideways: one sticky column, not a sticky name
 * per row (each of those is a layer of its own, made again as rows come and go: frames lost while scrolling, see
 * docs/performance.md). Seen only: each row keeps its own name, read by a screen reader.
 */
const RowNames = memo(function RowNames({ rows, first, last, focusedRow }: { rows: TimelineRow[]; first: number; last: number; focusedRow: number }) {
  return (
    <div className="tl-names" aria-hidden style={{ height: rows.length * ROW_HEIGHT }}>
      {indices(first, last, focusedRow).map((ri) => (
        <div key={rows[ri].id} className="tl-name" style={{ top: ri * ROW_HEIGHT }}>
          <span className="tl-text" title={rows[ri].title}>
            {rows[ri].title}
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
  window: ColumnWindow;
  /** The row's width: the header's and every column's. */
  width: number;
  bars: Occupant[] | undefined;
  /** The column that takes Tab in this row (the focused row only), else -1. */
  tabbable: number;
  /** Stable: a row draws again only when its own props change. */
  onCell(index: number, col: number, how: 'open' | 'focus' | KeyboardEvent): void;
}

const EMPTY: Occupant[] = [];

/** One row: its name and a cell per drawn column, each saying who holds it (and the status), or nothing when free. */
const TimelineRowView = memo(function TimelineRowView({ row, index, columns, window: w, width, bars = EMPTY, tabbable, onCell }: RowProps) {
  return (
    <div role="row" aria-rowindex={index + 2} className="tl-row" style={{ top: HEAD_HEIGHT + index * ROW_HEIGHT, width, backgroundPosition: `${ROW_HEAD_WIDTH}px 0`, backgroundSize: `${w.width}px 100%` }}>
      <div role="rowheader" aria-colindex={1} className="tl-rowhead" style={{ left: w.nameLeft }}>
        <span className="tl-text" title={row.title}>
          {row.title}
        </span>
      </div>
      {indices(w.first, w.last, tabbable).map((ci) => {
        const c = columns[ci];
        const occupants = bars.length ? barsIn(c, bars) : EMPTY;
        const [shown] = occupants;
        return (
          <div
            key={c.key}
            role="gridcell"
            aria-colindex={ci + 2}
            data-cell={`${index}:${ci}`}
            data-status={shown ? Math.max(0, shown.statusIndex) : undefined}
            className="tl-cell"
            style={placed(ci, w.width)}
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

/** What the scroller shows: its scroll and its size. */
interface View {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The rows and columns drawn for a view: its window's steps (a scroll within a step changes nothing). */
function windowOf(view: View, rowCount: number, columnCount: number, colWidth: number) {
  const rowStep = Math.floor(view.top / (ROW_HEIGHT * ROW_STEP)) * ROW_STEP;
  const colStep = Math.floor(view.left / (colWidth * COL_STEP)) * COL_STEP;
  return {
    colStep,
    firstRow: Math.max(0, rowStep - ROW_OVERSCAN),
    lastRow: Math.min(rowCount, rowStep + ROW_STEP + Math.ceil(view.height / ROW_HEIGHT) + ROW_OVERSCAN),
    firstCol: Math.max(0, colStep - COL_OVERSCAN),
    lastCol: Math.min(columnCount, colStep + COL_STEP + Math.ceil(Math.max(0, view.width - ROW_HEAD_WIDTH) / colWidth) + COL_OVERSCAN),
  };
}

/**
 * The desktop timeline: a grid of rows × columns (role grid: arrows move between cells, Home/End along a row,
 * PageUp/PageDown ten rows, Enter or Space opens), only the rows and columns in view drawn (plus a few), the header
 * row and the row names kept in view.
 */
export function TimelineGrid({ timeline }: { timeline: TimelineController }) {
  const { rows, columns, barsByRow } = timeline;
  const colWidth = columnWidth(columns);
  const scroller = useRef<HTMLDivElement>(null);
  // Opened on the year holding today: today's column in view, and the first to take the focus.
  const today = columns.findIndex((c) => c.start <= todayIso() && todayIso() <= c.end);
  const todayLeft = Math.max(0, today - 1) * colWidth;
  // The first draw is already at today's columns: drawn at the year's first ones, it would draw again at once.
  // The server draws a wider window, from further left: it cannot know how far the browser's scroll will stop short.
  const [view, setView] = useState<View>(() => (onServer ? { top: 0, left: Math.max(0, todayLeft - SERVER_EXTRA), width: 1200 + SERVER_EXTRA, height: 600 } : { top: 0, left: todayLeft, width: 1200, height: 600 }));
  // The last view read, and the window it drew: a scroll that stays in the window's steps sets no state at all.
  const seen = useRef(view);
  const sizes = useRef({ rows: rows.length, columns: columns.length, colWidth });
  sizes.current = { rows: rows.length, columns: columns.length, colWidth };
  const [focus, setFocus] = useState(() => ({ row: 0, col: Math.max(0, today) }));
  // Set by a key: the cell moved to takes the focus once it is drawn (not on a mere re-render).
  const moved = useRef(false);

  /** Reads the scroller (its size only when `size`: a scroll never forces a layout) and redraws when the window moves. */
  const read = useRef((size: boolean) => {
    const el = scroller.current;
    if (!el) return;
    const before = seen.current;
    const next = { top: el.scrollTop, left: el.scrollLeft, width: size ? el.clientWidth : before.width, height: size ? el.clientHeight : before.height };
    seen.current = next;
    const { rows: r, columns: c, colWidth: w } = sizes.current;
    const [a, b] = [windowOf(before, r, c, w), windowOf(next, r, c, w)];
    if (size || a.firstRow !== b.firstRow || a.lastRow !== b.lastRow || a.firstCol !== b.firstCol || a.lastCol !== b.lastCol) setView(next);
  }).current;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    read(true);
    const observer = new ResizeObserver(() => read(true));
    observer.observe(el);
    const onScroll = () => read(false);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, [read]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || today < 0) return;
    el.scrollLeft = todayLeft;
    read(false);
    setFocus((f) => (f.col === today ? f : { ...f, col: today }));
    // Once per calendar shown (its first day and size), not at each live change of the bars.
  }, [today, columns.length, columns[0]?.start]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    scroller.current?.querySelector<HTMLElement>(`[data-cell="${focus.row}:${focus.col}"]`)?.focus();
  });

  const { firstRow, lastRow, firstCol, lastCol, colStep } = windowOf(view, rows.length, columns.length, colWidth);
  // One object while the columns drawn stay the same: the rows' memo holds across a vertical scroll.
  // The scroll is within [colStep, colStep + COL_STEP) columns: a name at the step's end is in view (a grid at least
  // two columns and a name wide).
  const nameLeft = (colStep + COL_STEP) * colWidth;
  const columnWindow = useMemo(() => ({ first: firstCol, last: lastCol, width: colWidth, nameLeft }), [firstCol, lastCol, colWidth, nameLeft]);
  const width = ROW_HEAD_WIDTH + columns.length * colWidth;
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
      // The cell scrolled into view first (below the header, beside the row names), so that it is drawn and can take the focus.
      if (el) {
        const w = columnWidth(cols);
        const top = next.row * ROW_HEIGHT;
        if (top < el.scrollTop) el.scrollTop = top;
        else if (top + ROW_HEIGHT > el.scrollTop + el.clientHeight - HEAD_HEIGHT) el.scrollTop = top + ROW_HEIGHT - el.clientHeight + HEAD_HEIGHT;
        const left = next.col * w;
        if (left < el.scrollLeft) el.scrollLeft = left;
        else if (left + w > el.scrollLeft + el.clientWidth - ROW_HEAD_WIDTH) el.scrollLeft = left + w - el.clientWidth + ROW_HEAD_WIDTH;
        read(true);
      }
      moved.current = true;
      setFocus(next);
    } else if (how.key === 'Enter' || how.key === ' ') {
      how.preventDefault();
      open(all[r].id, cols[c]);
    }
  }).current;

  return (
    <GridBox ref={scroller} role="grid" aria-label={`${timeline.descriptor.labels.plural}: ocupação`} aria-rowcount={rows.length + 1} aria-colcount={columns.length + 1}>
      {/* Drawn by the server, a page has no scroll to give: the canvas moves left by today's scroll instead, no further
          than the browser's scroll would (its end at the grid's right edge), so the grid is seen at today's columns. */}
      <div className="tl-canvas" style={{ width, height: HEAD_HEIGHT + rows.length * ROW_HEIGHT, marginLeft: onServer ? `min(0px, max(${-todayLeft}px, 100% - ${width}px))` : undefined }}>
        <HeadRow label={timeline.rowLabel} columns={columns} window={columnWindow} width={width} />
        <RowNames rows={rows} first={firstRow} last={lastRow} focusedRow={rows.length ? row : -1} />
        {indices(firstRow, lastRow, rows.length ? row : -1).map((ri) => {
          const r = rows[ri];
          return <TimelineRowView key={r.id} row={r} index={ri} columns={columns} window={columnWindow} width={width} bars={barsByRow.get(r.id)} tabbable={ri === row ? col : -1} onCell={onCell} />;
        })}
      </div>
    </GridBox>
  );
}
