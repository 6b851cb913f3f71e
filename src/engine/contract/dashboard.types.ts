/* Generated from schemas/dashboard.schema.json by `npm run gen:types`. Do not edit. */

/**
 * The home page's panels, in order, as data: each a built-in block (counts, latestChanges, backups) or a figure the server computes in SQL from a resource, its list's filters and a window of days. A new panel is one entry here; `npm run check:schemas` checks every resource, field and filter it names against the descriptors.
 */
export interface Dashboard {
  $schema?: string;
  /**
   * The resource whose `timeline.calendar` gives the periods (bissemanas) a window in periods and `@periodo` count in.
   */
  calendar?: string;
  panels: DashboardPanel[];
}
export interface DashboardPanel {
  /**
   * In the URL of its numbers (/api/painel/dashboard/{id}); never rename one in use.
   */
  id: string;
  /**
   * In Portuguese.
   */
  title: string;
  description?: string;
  /**
   * counts, latestChanges, backups: the home page's own blocks (backups for administrators only); figure: a number; chart: a chart with its table; list: a short list.
   */
  kind: 'counts' | 'latestChanges' | 'backups' | 'figure' | 'chart' | 'list';
  chart?: 'bars' | 'lines';
  /**
   * Of the number; default: percent for occupancy and ratio, money for a sum of a money field, else count.
   */
  unit?: 'count' | 'money' | 'percent';
  size?: 'small' | 'wide';
  /**
   * The bands marked (occupancy: below 0.7 a problem, above 0.9 under-priced).
   */
  thresholds?: {
    low: number;
    high: number;
  };
  window?: PanelWindow;
  /**
   * A field each row of the table is one value of (a city, a format, an outdoor): of the rows' resource for occupancy, else of the figure's resource.
   */
  by?: string;
  /**
   * With `by`: only the values with the largest numbers, this many.
   */
  top?: number;
  count?: CountFigure;
  sum?: SumFigure;
  occupancy?: OccupancyFigure;
  ratio?: RatioFigure;
  list?: ListFigure;
}
/**
 * The days a figure is about: `count` steps of the calendar's periods or of months, from `from` steps after the current one (0: the period or month of today; 1: the next; -11: eleven months ago). Default: the current period. `together`: the steps as one span.
 */
export interface PanelWindow {
  unit: 'period' | 'month';
  from?: number;
  count?: number;
  /**
   * The steps as one span: one number for the whole window (revenue per outdoor over twelve months), not one per step.
   */
  together?: boolean;
}
/**
 * How many records of `resource` pass `filters`. In a window of several steps, `date` (a date field) places each record in its step.
 */
export interface CountFigure {
  resource: string;
  filters?: PanelFilters;
  date?: string;
}
/**
 * The list's own filter parameters (as in its URL: `status`, `startDate.gte`, `livre`), each with its value; a value may be a relative date: `@hoje`, `@hoje+14`, `@hoje-30`, `@inicio`/`@fim` (the window's first and last day) or `@periodo` (the window as `AAAA-MM-DD/AAAA-MM-DD`, for `livre`/`ocupado`).
 */
export interface PanelFilters {
  [k: string]: string;
}
/**
 * The sum of a number (money) `field` over the records passing `filters`. `spread`: each record's amount is spread evenly over its days (the start and end its `timeline` declares) and only the days inside the window count; without it, `date` places records in steps as for a count.
 */
export interface SumFigure {
  resource: string;
  field: string;
  filters?: PanelFilters;
  spread?: boolean;
  date?: string;
}
/**
 * Occupied days ÷ available days in the window, over a resource that declares a `timeline`: available = the rows' records (its `row` reference's resource, passing `rowFilters`) × days of the window; occupied = the days its records (not of a `free` status) hold inside the window.
 */
export interface OccupancyFigure {
  resource: string;
  rowFilters?: PanelFilters;
}
/**
 * One figure divided by another (a count or a sum each).
 */
export interface RatioFigure {
  of: RatioPart;
  to: RatioPart;
}
export interface RatioPart {
  count?: CountFigure;
  sum?: SumFigure;
}
/**
 * The first `limit` records of `resource` passing `filters`, in the list's order `sort`, as `columns` (its fields; a reference by its record's title); the number is how many pass.
 */
export interface ListFigure {
  resource: string;
  filters?: PanelFilters;
  sort?: string;
  limit?: number;
  /**
   * @minItems 1
   */
  columns: [string, ...string[]];
}
