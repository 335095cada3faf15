/** Sizes of the annual-spend widget, shared by the component and its skeleton (no ECharts here). */

/** The chart's height: 24 bars read well on a 390 px phone. */
export const SPEND_CHART_HEIGHT = 240;

/**
 * The skeleton's blocks: the title (only in a card), the supply's note, the legend, the change
 * sentence, the chart and the table's toggle.
 */
export const SKELETON_PARTS = [26, 24, 20, 48, SPEND_CHART_HEIGHT, 44];
