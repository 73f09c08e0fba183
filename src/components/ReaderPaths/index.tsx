import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type ReaderPath = {title: string; audience: string; description: string; to: string; action: string};

const paths: readonly ReaderPath[] = [
  {
    title: 'Deploy and administer',
    audience: 'Deployers and administrators',
    description: 'Bring the services up on your own machine, see how they connect, and plan a real deployment.',
    to: '/guides/getting-started',
    action: 'Start with the platform guide',
  },
  {
    title: 'Build and integrate',
    audience: 'Developers and informaticians',
    description: 'Configuration, APIs and command-line clients of each tool, with examples you can run.',
    to: '/docs/getting-started',
    action: 'Open the developer docs',
  },
  {
    title: 'Submit and download data',
    audience: 'Data submitters',
    description: 'Register metadata with Song, then move files in and out of storage with Score.',
    to: '/guides/user-guides/cli-submissions',
    action: 'Submit your first analysis',
  },
  {
    title: 'Get help and take part',
    audience: 'Everyone',
    description: 'Ask questions, report problems, contribute code or docs, and cite Overture in your work.',
    to: '/community/support',
    action: 'Visit community & support',
  },
];

export default function ReaderPaths(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="reader-paths">
      <div className="container">
        <Heading as="h2" id="reader-paths">
          Where do you want to start?
        </Heading>
        <ul className={styles.grid}>
          {paths.map((path) => (
            <li key={path.title} className={styles.card}>
              <p className={styles.audience}>{path.audience}</p>
              <Heading as="h3">{path.title}</Heading>
              <p>{path.description}</p>
              <Link to={path.to}>{path.action}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
