/** The page that lists a record of checked statements: each quote, linked to the source lines that decide it. */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import type {PublishedRecord} from '../index';
import {formatCheckDate} from '../format';
import styles from './styles.module.css';

export default function StatementsPage({record}: {record: PublishedRecord}): ReactNode {
  const count = record.statements.length;
  const title = `Checked statements: ${record.pageTitle}`;
  return (
    <Layout
      title={title}
      description={`The statements of "${record.pageTitle}", each with the source lines it was checked against.`}
    >
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p className={styles.intro}>
          A checker who did not write <Link to={record.pagePermalink}>{record.pageTitle}</Link> read each of its {count}{' '}
          statements at the source of <strong>{record.software}</strong> on {formatCheckDate(record.checked)}. Each
          statement below is quoted from the page and links to the lines of code, configuration or documentation that
          decide it, at that release.
        </p>
        <ol className={styles.statements}>
          {record.statements.map(({statement, sources, note}) => (
            <li key={statement}>
              <blockquote className={styles.quote}>{statement}</blockquote>
              <p className={styles.sources}>
                Checked at{' '}
                {sources.map((source, index) => (
                  <span key={source.label}>
                    {index > 0 && ', '}
                    <Link href={source.url}>
                      <code>{source.label}</code>
                    </Link>
                  </span>
                ))}
              </p>
              {note && <p className={styles.note}>{note}</p>}
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
