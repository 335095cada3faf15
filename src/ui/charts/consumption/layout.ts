/** Sizes of the consumption widget, shared by the component and its skeleton (no ECharts here). */

/** The height of one year's chart: twelve month bars read well on a 390 px phone. */
export const YEAR_CHART_HEIGHT = 220;

/**
 * The skeleton's blocks: the title (only in a card), the legend, the change sentence, two
 * years (heading and chart) and the table's toggle.
 */
export const SKELETON_PARTS = [26, 20, 48, YEAR_CHART_HEIGHT + 30, YEAR_CHART_HEIGHT + 30, 44];
