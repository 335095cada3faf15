/**
 * The skeleton's blocks (no ECharts here): the title (only in a card), the 300 px ring (spec
 * §9 "pie minimum height 300px") and the legend table.
 */
export const SKELETON_PARTS = [26, 300, 200];
