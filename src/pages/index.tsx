import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import ReaderPaths from '@site/src/components/ReaderPaths';
import ToolGrid from '@site/src/components/ToolGrid';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Home"
      description="Documentation of the Overture genomic data-platform tools: platform guides, developer reference and community resources."
    >
      <main>
        <HomeHero />
        <ReaderPaths />
        <ToolGrid />
      </main>
    </Layout>
  );
}
