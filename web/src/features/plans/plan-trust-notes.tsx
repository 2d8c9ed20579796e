import { CircleX, Lock, Truck } from 'lucide-react';
import styles from './plan-trust-notes.module.css';

// Spec §2: the trust notes under 'Get Started with Your Plan'.
const NOTES = [
  { icon: Lock, text: 'Secure Payment' },
  { icon: CircleX, text: 'Cancel Anytime' },
  { icon: Truck, text: 'Free Delivery' },
] as const;

export function PlanTrustNotes() {
  return (
    <ul className={styles.notes} aria-label="Our promises">
      {NOTES.map(({ icon: Icon, text }) => (
        <li key={text}>
          <Icon size={16} aria-hidden />
          {text}
        </li>
      ))}
    </ul>
  );
}
