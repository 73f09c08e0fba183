import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <div className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.lead}>
          Guides, reference and examples for building, running and using genomic data platforms with the open-source
          Overture tools.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guides/getting-started">
            Run a platform
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/getting-started">
            Read the developer docs
          </Link>
        </div>
      </div>
    </div>
  );
}
