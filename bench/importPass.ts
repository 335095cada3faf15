/**
 * One pass of `npm run bench -- import` in a process of its own, so that its peak memory is its
 * own (./import.ts spawns it): imports the NDJSON file named on the command line into the
 * database of DATABASE_URL or QUADRO_DATA_DIR, through what `quadro import` runs, and prints one
 * JSON line: bills, seconds, peak RSS, and the time spent drawing PDFs.
 */
import { readConfig } from '../server/config.ts';
import { runImport } from '../server/import/run.ts';
import { itemsOf } from '../server/import/sources.ts';
import { renderBillPdf } from '../server/pdf/billPdf.ts';
import { openRuntime } from '../server/runtime.ts';

const [file = '', concurrency = '4'] = process.argv.slice(2);
let peak = 0;
// Sampled as well as read from the kernel's high-water mark: maxRSS also counts start-up.
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 50);
const runtime = await openRuntime(readConfig());
const startRss = process.memoryUsage.rss();
let pdfMs = 0;
let pdfs = 0;
const started = performance.now();
try {
  const tally = await runImport(runtime, itemsOf([file]), {
    concurrency: Number(concurrency),
    async renderPdf(document) {
      const drawing = performance.now();
      const pdf = await renderBillPdf({ ...document });
      pdfMs += performance.now() - drawing;
      pdfs += 1;
      return pdf;
    },
    onResult(result, item) {
      if (result.outcome === 'refused') throw new Error(`${item.where} refused: ${result.reason}`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  console.log(
    JSON.stringify({
      tally,
      seconds,
      startRss,
      peakRss: peak,
      maxRss: process.resourceUsage().maxRSS * 1024,
      pdfMs,
      pdfs,
    }),
  );
} finally {
  clearInterval(sampler);
  await runtime.db.close();
}
