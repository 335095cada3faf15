/**
 * The one place that loads ECharts (DESIGN "Budgets"): the core, only the chart types and
 * components quadro draws, and the canvas renderer, never `import * as echarts from 'echarts'`.
 * Only the lazy chart components import this module, so ECharts stays out of the bill route's
 * initial JavaScript and lands in a chunk of its own.
 */
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// No LegendComponent: the legends are HTML beside the charts, readable by everyone.
// No PieChart: the amounts doughnut is the page's own SVG (ADR 0062).
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
