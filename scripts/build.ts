/**
 * `npm run build`: the production build into `build/` (or `--out-dir <dir>`), swapped in only when it succeeded.
 */
import {docusaurusBuild} from './lib/swapBuild';

const index = process.argv.indexOf('--out-dir');
const outDir = index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : 'build';
process.exit(docusaurusBuild(outDir));
