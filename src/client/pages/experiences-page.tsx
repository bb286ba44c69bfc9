import { Link } from 'wouter';
import { paths } from '../../shared/paths';
import { ThingsToDo } from '../features/experiences/things-to-do';
import { ToursWidgetFrame } from '../features/tours/tours-widget';
import { useToursWidgetUrl } from '../features/tours/use-tours-widget-url';
import * as things from '../features/experiences/things-to-do.css';
import * as styles from '../styles/page.css';

export default function ExperiencesPage() {
  const toursUrl = useToursWidgetUrl();
  return (
    <div className={styles.page}>
      <h1>Experiences</h1>
      <p className={styles.lead}>Kayak to Mokoli'i, hike the Ko'olau ridges and find the windward coast's quiet beaches.</p>
      {toursUrl && (
        <section className={styles.section} aria-labelledby="tours-title">
          <h2 id="tours-title" className={things.sectionTitle}>Book Hawaiian Experiences</h2>
          <p>Tours and activities around the island, booked directly with local operators.</p>
          <ToursWidgetFrame url={toursUrl} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="things-title">
        <h2 id="things-title" className={things.sectionTitle}>Things to Do Near the House</h2>
        <p className={styles.lead}>Our favourite beaches, sights and places to eat on the windward side, nearest first.</p>
        <ThingsToDo />
      </section>
      <p className={styles.section}>
        Questions about the area or want a recommendation? <Link href={paths.contact}>Contact us</Link> and we'll help you plan.
      </p>
    </div>
  );
}
