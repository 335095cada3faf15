/**
 * The skeleton's blocks (no ECharts here): the title (only in a card), the 300 px ring (spec
 * §9 "pie minimum height 300px"), the legend (two rows of 44 px buttons) and the toggle.
 */
export const SKELETON_PARTS = [26, 300, 92, 44];
