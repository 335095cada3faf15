/** `npm run check` (`quadro check [paths…]`, see server/check/command.ts) on the widget catalogue. */
import { checkCommand } from '../server/check/command.ts';
import { catalogue } from '../widgets/catalogue.gen.ts';

const [command, ...rest] = process.argv.slice(2);
if (command === 'check') {
  process.exitCode = await checkCommand(catalogue, rest, (line) => {
    console.log(line);
  });
} else {
  console.log('usage: quadro check [paths…]');
  process.exitCode = 2;
}
