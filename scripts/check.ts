/** `npm run check` (`quadro check [paths…]`, see src/engine/tools/cli/check.ts) on the widget catalogue. */
import { check } from '../src/engine/tools/index.ts';
import { catalogue } from '../widgets/catalogue.gen.ts';

const [command, ...rest] = process.argv.slice(2);
if (command === 'check') {
  process.exitCode = await check(catalogue, rest, (line) => {
    console.log(line);
  });
} else {
  console.log('usage: quadro check [paths…]');
  process.exitCode = 2;
}
