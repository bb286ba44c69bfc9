import * as styles from './home.css';

const CARDS = [
  {
    title: 'Mornings on the Bay',
    text: "Coffee on the lanai as the sunrise colours the bay, then a swim in calm, reef-sheltered water a few steps from the lawn.",
  },
  {
    title: 'Paddle Out to the Sandbar',
    text: "Take the house kayaks across Kaneohe Bay to Ahu o Laka, the sandbar that rises from the bay at low tide, or to the reefs around it.",
  },
  {
    title: 'Windward Side Living',
    text: "Farmers' markets, shave ice and plate lunches in Kaneohe and Kailua: the green, quiet side of Oahu, far from Waikiki's crowds.",
  },
] as const;

export function RealHawaiiSection() {
  return (
    <section id="real-hawaii" className={styles.section} aria-labelledby="real-hawaii-title">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h2 id="real-hawaii-title" className={styles.heading}>
            Experience the Real Hawaii
          </h2>
          <p className={styles.lead}>Not a resort: a family beach house on the water, where days follow the tides and the trade winds.</p>
        </div>
        <ul className={styles.cards}>
          {CARDS.map((card) => (
            <li key={card.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p className={styles.cardText}>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
