/**
 * `npm run serve`: serves the production build (`npm run build` first).
 *
 *   npm run serve                         # http://localhost:3000
 *   npm run serve -- --port 8080 --host 0.0.0.0 --dir build
 */
import {createApp} from './app';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0 && process.argv[index + 1]) return process.argv[index + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}

const port = Number(option('port', process.env.PORT ?? '3000'));
const host = option('host', 'localhost');
const dir = option('dir', 'build');

try {
  const server = createApp(dir).listen(port, host, () => {
    process.stdout.write(`Serving ${dir}/ at http://${host}:${port}/ (Ctrl+C to stop)\n`);
  });
  server.on('error', (error) => {
    console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
