/** The quadro command line. `quadro check [paths…]`: see ./check.ts. */
import { check } from './check.ts';

const [command, ...rest] = process.argv.slice(2);
if (command === 'check') {
  process.exitCode = await check(rest, (line) => {
    console.log(line);
  });
} else {
  console.log('usage: quadro check [paths…]');
  process.exitCode = 2;
}
