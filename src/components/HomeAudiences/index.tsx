import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { audiences } from './audiences';
import styles from './styles.module.css';

/** The home page's three doors: one per audience, each with the tasks people come for. */
export default function HomeAudiences(): React.ReactElement {
  return (
    <div className={styles.grid}>
      {audiences.map((audience) => (
        <section key={audience.id} className={styles.card} aria-labelledby={`audience-${audience.id}`}>
          <Heading as="h2" id={`audience-${audience.id}`} className={styles.heading}>
            {audience.title}
          </Heading>
          <p>{audience.summary}</p>
          <ul className={styles.links}>
            {audience.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
