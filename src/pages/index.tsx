import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import HomeAudiences from '@site/src/components/HomeAudiences';
import { brand } from '@site/config/brand';
import styles from './index.module.css';

export default function Home(): React.ReactElement {
  return (
    <Layout
      title="Documentation"
      description={`Documentation for ${brand.brand} EFR fiscal middleware, the Digital Receipt and E-Invoicing: country rules, API reference and Portal guides.`}
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {brand.brand} Documentation
          </Heading>
          <p className={styles.lead}>
            Sign receipts the way each country&apos;s tax law asks, hand customers a digital receipt and send
            e-invoices, from one local service that your point-of-sale system talks to.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/efr/getting-started">
              Start integrating
            </Link>
            <Link className="button button--secondary button--lg" to="/efr/countries">
              Find your country
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <HomeAudiences />
      </main>
    </Layout>
  );
}
