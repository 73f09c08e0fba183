import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {issueUrlForPage} from '@site/src/utils/issueUrl';
import styles from './styles.module.css';

export default function FooterFeedback(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const repositoryUrl = siteConfig.customFields?.siteRepositoryUrl as string;
  const pageUrl = siteConfig.url + pathname;

  return (
    <section className={clsx('footer--dark', styles.strip)} aria-label="Feedback and acknowledgements">
      <div className="container">
        <p>
          Something wrong or missing on this page?{' '}
          <Link href={issueUrlForPage(repositoryUrl, pageUrl)}>Report a problem with this page</Link>.
        </p>
        <p>
          Overture is built at the Ontario Institute for Cancer Research with public research funding.{' '}
          <Link to="/community/funding">Our funders</Link>
        </p>
      </div>
    </section>
  );
}
