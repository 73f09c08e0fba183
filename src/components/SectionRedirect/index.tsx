import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Props = {
  /** Absolute path of the section's main page. */
  to: string;
};

/** Route component of a section root: forwards the reader to the section's main page. */
export default function SectionRedirect({to}: Props): ReactNode {
  const history = useHistory();
  const {search, hash} = useLocation();
  const {siteConfig} = useDocusaurusContext();

  useEffect(() => {
    history.replace(to + search + hash);
  }, [history, to, search, hash]);

  return (
    <>
      <Head>
        <title>Redirecting…</title>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={siteConfig.url + to} />
      </Head>
      <main>
        <p>
          This section starts at <Link to={to}>{to}</Link>.
        </p>
      </main>
    </>
  );
}
