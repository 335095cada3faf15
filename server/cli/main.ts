/**
 * The quadro command line (`npm run quadro -- <command>`):
 *   check [paths…]            check templates, hosts and catalogues (server/check/command.ts)
 *   show <template>           the effective template, or a variant's changes (--diff)
 *   flags <template>          widgets that never or always show, tabs that can be empty
 *   serve [--no-seed] [--watch] [--playground] [--workers n]  the API and the built portal on one port
 *   import <folder|ndjson|bundle.json>…  store bills, streamed, with a progress bar and a summary
 *   link <document id> [--host h]  print a fresh link for a stored bill
 *   inbox <document id>       print a bill's events, as its supplier receives them
 *   dispatch [retry …]        list the bill e-mails' queue, or queue failed ones again
 *   events [list|show|retry|replay|disable|enable …]  the outbox's events and their webhooks
 */
import { readConfig } from '../config.ts';

// Each command imports what it needs when it runs: the settings are read, and a missing one
// refused, before the server's hundreds of modules load (a refusal in a second, not ten), and
// `quadro link` does not load the checker.
const commands = () => import('./commands.ts');

const usage = `usage: quadro <command>
  check [paths…]          check templates, host folders and catalogues (docs/check.md)
  show <template> [--host h] [--diff]
                          print the effective template, or what a variant changes
  flags <template> [--host h] [--json]
                          widgets that never or always show, tabs that can end up empty
  serve [--no-seed] [--watch] [--playground] [--workers n]
                          start the API and the portal (PORT, HOST, DATABASE_URL);
                          --workers n runs n processes on the port (node's cluster),
                          sharing DATABASE_URL, which it needs (docs/deployment.md);
                          --watch reloads templates and hosts as they change;
                          --playground serves /playground, which shows anyone the
                          sample bills of fixtures/ and checks pasted templates.
                          Both are for development only: with QUADRO_SANDBOXES=off
                          or a real payment key the server refuses to start
  import <folder | bills.ndjson | bundle.json>… [--links] [--concurrency n] [--no-progress]
                          store bills: folders walked for *.json bundles (PDFs beside
                          them), NDJSON one bundle a line; each refusal is listed, then a
                          summary. Exit 0 when all stored or unchanged, 3 when any was
                          refused, 1 when the import stopped (docs/operating.md)
  link <document id> [--host h]
                          print a fresh link for a stored bill, on one host
  inbox <document id>     print a bill's events, one JSON line each, as its supplier receives
                          them (readings, messages, payments, paid, opened, failed e-mail)
  dispatch [--state s] [--limit n]
                          list the bill e-mails (queued, sent, failed with the SMTP reason)
  dispatch retry <id> | --failed
                          queue failed e-mails again; the server's workers send them
  events list [--type t] [--bill id] [--state pending|delivered|dead] [--since time]
                          the outbox's events, newest first, and where each went
  events show <event id>  one event's message and every webhook attempt
  events retry <event id> | --dead
                          send again what was not delivered (the same webhook-id)
  events replay <from seq> <to seq> | --since <time> [--until <time>]
                          send a range of events again to every endpoint that wants them
  events disable|enable <host> <endpoint>
                          hold an endpoint's webhooks, or let them go (after a 410)`;

const [command, ...rest] = process.argv.slice(2);
const out = (line: string): void => {
  console.log(line);
};

try {
  switch (command) {
    case 'check': {
      const [{ checkCommand }, { catalogue }] = await Promise.all([
        import('../check/command.ts'),
        import('../../widgets/catalogue.gen.ts'),
      ]);
      process.exitCode = await checkCommand(catalogue, rest, out);
      break;
    }
    case 'show':
    case 'flags': {
      const { inspect } = await import('./inspect.ts');
      process.exitCode = await inspect(command, rest, out);
      break;
    }
    case 'serve': {
      // --watch is QUADRO_WATCH=on and --playground QUADRO_PLAYGROUND=1 (server/config.ts),
      // said on the command line; neither implies the other (issue 27).
      const env = {
        ...process.env,
        ...(rest.includes('--watch') ? { QUADRO_WATCH: 'on' } : {}),
        ...(rest.includes('--playground') ? { QUADRO_PLAYGROUND: '1' } : {}),
      };
      const config = readConfig(env);
      // `--workers N`: N processes on this port through node's cluster (./workers.ts).
      const workers = await import('./workers.ts');
      const count = workers.workersAsked(rest);
      workers.refuseWorkersWithoutPostgres(count, config);
      // A missing key stops the start here, once, before a worker forks or the database opens.
      const { refuseAtStart } = await import('../preflight.ts');
      refuseAtStart(config);
      if (count > 1 && !workers.isWorker()) {
        await workers.runPrimary(count);
        break;
      }
      const first = count === 1 || workers.workerRole().first;
      const { serve } = await import('../serve.ts');
      await serve(config, { seed: first && !rest.includes('--no-seed'), banner: first });
      break;
    }
    case 'import':
      process.exitCode = await (await commands()).importCommand(readConfig(), rest, out);
      break;
    case 'link':
      process.exitCode = await (await commands()).linkCommand(readConfig(), rest, out);
      break;
    case 'dispatch':
      process.exitCode = await (await commands()).dispatchCommand(readConfig(), rest, out);
      break;
    case 'events':
      process.exitCode = await (await commands()).eventsCommand(readConfig(), rest, out);
      break;
    case 'inbox':
      process.exitCode = await (await commands()).inboxCommand(readConfig(), rest, out);
      break;
    default:
      console.log(usage);
      process.exitCode = 2;
  }
} catch (error) {
  console.error(
    `quadro ${command ?? ''}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
