import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {tools} from '@site/src/data/tools';
import styles from './styles.module.css';

export default function ToolGrid(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="the-tools">
      <div className="container">
        <Heading as="h2" id="the-tools">
          The Overture tools
        </Heading>
        <p>Each tool does one job and talks to the others over documented APIs, so you can adopt them one at a time.</p>
        <ul className={styles.grid}>
          {tools.map((tool) => (
            <li key={tool.name} className={styles.tool}>
              <Heading as="h3" className={styles.name}>
                <Link to={tool.docs}>{tool.name}</Link>
              </Heading>
              <p className={styles.role}>{tool.role}</p>
              <p>{tool.summary}</p>
              <Link href={tool.repository} className={styles.repository}>
                {tool.name} on GitHub
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
