/** How tall a chart is drawn, and its skeleton while it loads (no jump when it arrives). */
export const CHART_HEIGHT = 280;
/** How tall a figure's number, period and band are together, and their skeleton. */
export const FIGURE_HEIGHT = 112;
